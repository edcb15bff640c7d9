import type { Page } from '@playwright/test';

/**
 * Clicks `clickSelector` in the page and records the height of `measureSelector` on
 * every animation frame for at least `ms` and until it settles, the height before the click
 * first: the samples show whether the height animated or jumped.
 */
export async function sampleHeightsAfterClick(page: Page, clickSelector: string, measureSelector: string, ms = 600): Promise<number[]> {
  return page.evaluate(
    ({ clickSelector, measureSelector, ms }) =>
      new Promise<number[]>((resolve) => {
        const target = document.querySelector<HTMLElement>(measureSelector)!;
        const samples = [target.getBoundingClientRect().height];
        const start = performance.now();
        document.querySelector<HTMLElement>(clickSelector)!.click();
        // At least `ms`, then until the height has held for 5 frames (a loaded machine can
        // start the transition late), 3 s at most.
        const settled = () => samples.length > 5 && samples.slice(-5).every((h) => h === samples.at(-1));
        const frame = () => {
          samples.push(target.getBoundingClientRect().height);
          const elapsed = performance.now() - start;
          if (elapsed < ms || (!settled() && elapsed < 3000)) requestAnimationFrame(frame);
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
