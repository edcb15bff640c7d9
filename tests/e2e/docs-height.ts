import type { Page } from '@playwright/test';

/** How much slower than real time the page's animations play while heights are sampled. */
const SLOW_MOTION = 10;

/**
 * Clicks `clickSelector` in the page and records the height of `measureSelector` on
 * every animation frame for at least `ms` and until it settles, the height before the click
 * first: the samples show whether the height animated or jumped. Animations play ten times
 * slower meanwhile (DevTools' playback rate), so a 250 ms transition spans 2.5 s: a loaded
 * 2-core machine that skips frames for a few hundred milliseconds still samples its middle.
 */
export async function sampleHeightsAfterClick(
  page: Page,
  clickSelector: string,
  measureSelector: string,
  ms = 600,
): Promise<number[]> {
  const devtools = await page.context().newCDPSession(page);
  await devtools.send('Animation.enable');
  await devtools.send('Animation.setPlaybackRate', { playbackRate: 1 / SLOW_MOTION });
  try {
    return await sampleHeights(page, clickSelector, measureSelector, ms);
  } finally {
    await devtools.send('Animation.setPlaybackRate', { playbackRate: 1 });
    await devtools.detach();
  }
}

function sampleHeights(page: Page, clickSelector: string, measureSelector: string, ms: number): Promise<number[]> {
  return page.evaluate(
    ({ clickSelector, measureSelector, ms }) =>
      new Promise<number[]>((resolve) => {
        const target = document.querySelector<HTMLElement>(measureSelector)!;
        const samples = [target.getBoundingClientRect().height];
        const start = performance.now();
        document.querySelector<HTMLElement>(clickSelector)!.click();
        // At least `ms`, then until the height has held for 5 frames (a loaded machine can
        // start the transition late), 6 s at most.
        const settled = () => samples.length > 5 && samples.slice(-5).every((h) => h === samples.at(-1));
        const frame = () => {
          samples.push(target.getBoundingClientRect().height);
          const elapsed = performance.now() - start;
          if (elapsed < ms || (!settled() && elapsed < 6000)) requestAnimationFrame(frame);
          else resolve(samples);
        };
        requestAnimationFrame(frame);
      }),
    { clickSelector, measureSelector, ms },
  );
}

/** Whether some sample lies strictly between the first and the last (an animation). */
export function hasIntermediateHeight(samples: number[]): boolean {
  const low = Math.min(samples[0]!, samples.at(-1)!);
  const high = Math.max(samples[0]!, samples.at(-1)!);
  return samples.some((h) => h > low + 1 && h < high - 1);
}
