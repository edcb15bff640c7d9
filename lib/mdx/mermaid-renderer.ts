/**
 * Renders Mermaid diagrams to SVG at build time, in headless Chromium (Mermaid lays text
 * out with a real browser's measurements) through mermaid-isomorphic, with Mermaid's own
 * theme per colour mode. Each SVG is kept in the build cache (lib/build-cache.ts) under
 * its source, theme, Mermaid's version and this file's options, so a warm build, and the
 * feeds' second compile of a post, launch no browser. The browser starts at the first
 * diagram that is not cached, once per process, and closes after a second without work
 * (or at closeMermaidRenderer()), so a build process can end.
 */
import { createRequire } from 'node:module';
import type { MermaidRenderer } from 'mermaid-isomorphic';
import type { Browser, BrowserType } from 'playwright';
import { buildCacheDir, cacheKey, openBuildCache } from '../build-cache';
import { eachAtMost } from '../work-queue';
import { MERMAID_PLACEHOLDER_ID } from './mermaid-svg';

/** The colour modes of the site and Mermaid's theme for each. */
export const MERMAID_THEMES = { light: 'default', dark: 'dark' } as const;
export type MermaidMode = keyof typeof MERMAID_THEMES;

/** A diagram as Mermaid rendered it, its ids starting with MERMAID_PLACEHOLDER_ID. */
export interface RenderedMermaid {
  svg: string;
  /** accTitle, when the diagram has one. */
  title?: string;
  /** accDescr, when the diagram has one. */
  description?: string;
}

/** Renders one diagram source in one colour mode; rejects with Mermaid's message for a syntax error. */
export type RenderMermaid = (source: string, mode: MermaidMode) => Promise<RenderedMermaid>;

/** Mermaid's failure to read a diagram: its own message ("Parse error on line 3: …"). */
export class MermaidSyntaxError extends Error {}

// Text as SVG text, not HTML in <foreignObject>: no inline styles of HTML labels, and the
// same layout in a feed reader. Fixed ids, so that two clean builds write the same bytes.
const MERMAID_CONFIG = { htmlLabels: false, flowchart: { htmlLabels: false }, deterministicIds: true, fontFamily: 'arial,sans-serif' };
const IDLE_CLOSE_MS = 1000;
/** Pages of the browser drawing at once before a build (prerenderMermaid). */
const PRERENDER_PAGES = 4;

const require = createRequire(import.meta.url);
const MERMAID_VERSION = (require('mermaid/package.json') as { version: string }).version;

let cache: ReturnType<typeof openBuildCache> | undefined;
let browser: Promise<Browser> | undefined;
let renderer: MermaidRenderer | undefined;
let pending = 0;
let idleTimer: NodeJS.Timeout | undefined;

/**
 * A browser type whose launch hands out one shared browser that its users cannot close:
 * mermaid-isomorphic closes its browser whenever no render is under way, which would start
 * Chromium again for each page with a diagram.
 */
/** `target` with some of its members replaced; its other methods keep `target` as `this`. */
function replacing<T extends object>(target: T, members: Record<string, unknown>): T {
  return new Proxy(target, {
    get(object, name) {
      if (typeof name === 'string' && name in members) return members[name];
      const own = Reflect.get(object, name, object) as unknown;
      return typeof own === 'function' ? own.bind(object) : own;
    },
  });
}

async function sharedBrowserType(): Promise<BrowserType> {
  const [{ chromium }, { CHROMIUM_ARGS, findHeadlessChromium }] = await Promise.all([import('playwright'), import('../../scripts/chromium.mjs')]);
  const launch = () => {
    browser ??= chromium.launch({ executablePath: findHeadlessChromium(), args: CHROMIUM_ARGS });
    return browser.then((shared) =>
      replacing(shared, {
        close: async () => {},
        // mermaid-isomorphic does not wait for a context to close: one closing as the browser ends must not fail the build.
        newContext: async (options?: Parameters<Browser['newContext']>[0]) => {
          const context = await shared.newContext(options);
          return replacing(context, { close: () => context.close().catch(() => undefined) });
        },
      }),
    );
  };
  return replacing(chromium, { launch });
}

/** Closes the shared browser, if one runs. */
export async function closeMermaidRenderer(): Promise<void> {
  clearTimeout(idleTimer);
  const running = browser;
  browser = undefined;
  renderer = undefined;
  await (await running)?.close();
}

/** Renders diagrams in one call of the shared browser, each settled on its own. */
async function renderInBrowser(sources: readonly string[], mode: MermaidMode): Promise<PromiseSettledResult<RenderedMermaid>[]> {
  clearTimeout(idleTimer);
  pending += 1;
  try {
    // Loaded at the first diagram to draw: mermaid-isomorphic loads Playwright, which every
    // build worker would otherwise load (about 0.3 s each) to read diagrams from the cache.
    if (!renderer) {
      const { createMermaidRenderer } = await import('mermaid-isomorphic');
      renderer = createMermaidRenderer({ browserType: await sharedBrowserType() });
    }
    const results = await renderer([...sources], { prefix: MERMAID_PLACEHOLDER_ID, mermaidConfig: { ...MERMAID_CONFIG, theme: MERMAID_THEMES[mode] } });
    return sources.map((_, index): PromiseSettledResult<RenderedMermaid> => {
      const result = results[index];
      if (!result) return { status: 'rejected', reason: new Error('Mermaid returned nothing') };
      if (result.status === 'rejected') return { status: 'rejected', reason: new MermaidSyntaxError(result.reason instanceof Error ? result.reason.message : String(result.reason)) };
      const { svg, title, description } = result.value;
      // mermaid-isomorphic numbers the diagrams of a call: `<prefix>-<index>`.
      const numbered = new RegExp(`${MERMAID_PLACEHOLDER_ID}-${index}(?!\\d)`, 'g');
      return { status: 'fulfilled', value: { svg: svg.replace(numbered, MERMAID_PLACEHOLDER_ID), ...(title ? { title } : {}), ...(description ? { description } : {}) } };
    });
  } finally {
    pending -= 1;
    if (pending === 0) idleTimer = setTimeout(() => void closeMermaidRenderer(), IDLE_CLOSE_MS);
  }
}

/** The cache key of a render. */
export function mermaidCacheKey(source: string, mode: MermaidMode): string {
  return cacheKey([MERMAID_VERSION, JSON.stringify(MERMAID_CONFIG), MERMAID_THEMES[mode], source]);
}

/** Renders a diagram, or reads its SVG back from the build cache. Syntax errors are not cached. */
export const renderMermaid: RenderMermaid = async (source, mode) => {
  cache ??= openBuildCache('mermaid');
  const key = mermaidCacheKey(source, mode);
  const stored = cache.read(key);
  if (stored) return JSON.parse(stored.toString('utf8')) as RenderedMermaid;
  const [result] = await renderInBrowser([source], mode);
  if (result?.status !== 'fulfilled') throw result?.reason ?? new Error('Mermaid returned nothing');
  cache.write(key, JSON.stringify(result.value));
  return result.value;
};

/**
 * Renders into the build cache, in one browser, every diagram of `sources` not there yet (the
 * build's precompile step runs it before its workers, so they neither start a browser each
 * nor draw a diagram twice: a page not yet translated shows the same diagram in both locales). A diagram Mermaid refuses is left to its page's compile,
 * which reports it at its line.
 * @returns how many diagrams it drew
 */
export async function prerenderMermaid(sources: Iterable<string>): Promise<number> {
  // Without a cache the pages' compiles could not read what this draws.
  if (!buildCacheDir()) return 0;
  cache ??= openBuildCache('mermaid');
  let drawn = 0;
  const unique = [...new Set(sources)];
  const jobs = (Object.keys(MERMAID_THEMES) as MermaidMode[]).flatMap((mode) => unique.filter((source) => !cache!.has(mermaidCacheKey(source, mode))).map((source) => ({ source, mode })));
  // One call per diagram: Mermaid numbers some ids across the diagrams of a call (a sequence
  // diagram's actors), and a diagram must draw the same whatever was drawn beside it. A few
  // pages of the one browser at once: each spends much of its time loading Mermaid.
  await eachAtMost(PRERENDER_PAGES, jobs, async (job) => {
    const [result] = await renderInBrowser([job.source], job.mode);
    if (result?.status !== 'fulfilled') return;
    cache!.write(mermaidCacheKey(job.source, job.mode), JSON.stringify(result.value));
    drawn += 1;
  });
  return drawn;
}
