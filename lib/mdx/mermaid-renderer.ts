/**
 * Renders Mermaid diagrams to SVG at build time, in headless Chromium (Mermaid lays text
 * out with a real browser's measurements), on the page mermaid-isomorphic draws on (its
 * index.html with Font Awesome's and KaTeX's styles), with Mermaid's own theme per colour
 * mode. Each SVG is kept in the build cache (lib/build-cache.ts) under its source, theme,
 * Mermaid's version and this file's options, so a warm build, and the feeds' second compile
 * of a post, launch no browser. The browser starts at the first diagram that is not cached,
 * once per process, and closes after a second without work (or at closeMermaidRenderer()),
 * so a build process can end.
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Browser, BrowserContext, Page } from 'playwright';
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
const MERMAID_CONFIG = {
  htmlLabels: false,
  flowchart: { htmlLabels: false },
  deterministicIds: true,
  fontFamily: 'arial,sans-serif',
};
const IDLE_CLOSE_MS = 1000;
/** Pages of the browser drawing at once before a build (prerenderMermaid): one a core (4 took more CPU, 2 cores). */
const PRERENDER_PAGES = 2;

const require = createRequire(import.meta.url);
const MERMAID_VERSION = (require('mermaid/package.json') as { version: string }).version;
/**
 * What a drawing page loads: mermaid-isomorphic's page and styles, and Mermaid's minified
 * build (mermaid-isomorphic loads mermaid.js: the same code, twice the bytes to parse; the
 * SVG bytes of every diagram of the fixtures are the same). Paths from the project's
 * node_modules, where the build runs: resolving a package here would be bundled by Next.
 */
function mermaidPage() {
  const file = (...parts: string[]) => pathToFileURL(path.join(process.cwd(), 'node_modules', ...parts)).href;
  return {
    html: file('mermaid-isomorphic', 'index.html'),
    styles: [file('@fortawesome', 'fontawesome-free', 'css', 'all.css'), file('katex', 'dist', 'katex.css')],
    script: file('mermaid', 'dist', 'mermaid.min.js'),
  };
}

let cache: ReturnType<typeof openBuildCache> | undefined;
let browser: Promise<Browser> | undefined;
let context: Promise<BrowserContext> | undefined;
/** Pages done drawing, kept for the next diagram: the same renderer process, warm. */
let idlePages: Page[] = [];
let pending = 0;
let idleTimer: NodeJS.Timeout | undefined;

/** Closes the shared browser, if one runs. */
export async function closeMermaidRenderer(): Promise<void> {
  clearTimeout(idleTimer);
  const running = browser;
  browser = undefined;
  context = undefined;
  idlePages = [];
  await (await running)?.close();
}

/** Starts the headless Chromium the tests use too (loaded here: most builds draw nothing). */
async function launchBrowser(): Promise<Browser> {
  const [{ chromium }, { CHROMIUM_ARGS, findHeadlessChromium }] = await Promise.all([
    import('playwright'),
    import('../chromium'),
  ]);
  return chromium.launch({ executablePath: findHeadlessChromium(), args: CHROMIUM_ARGS });
}

/** What the page returns for a diagram: Mermaid's SVG and accessible names, or its error. */
type Drawn = RenderedMermaid | { error: string };

/**
 * Draws one diagram, in the page (as mermaid-isomorphic's renderDiagrams does, for one):
 * fonts loaded, Mermaid set up with `config`, the SVG re-serialised as XML, its title and
 * description read from the elements its aria attributes name.
 */
async function drawInPage({
  source,
  config,
  id,
}: {
  source: string;
  config: Record<string, unknown>;
  id: string;
}): Promise<Drawn> {
  const mermaid = (
    window as unknown as {
      mermaid: {
        registerIconPacks(packs: unknown[]): void;
        initialize(config: unknown): void;
        render(id: string, source: string, container: Element): Promise<{ svg: string }>;
      };
    }
  ).mermaid;
  await Promise.all(Array.from(document.fonts, (font) => font.load()));
  const container = document.createElement('div');
  container.ariaHidden = 'true';
  Object.assign(container.style, { maxHeight: '0', opacity: '0', overflow: 'hidden' });
  document.body.append(container);
  mermaid.registerIconPacks([]);
  mermaid.initialize(config);
  try {
    const { svg } = await mermaid.render(id, source, container);
    const [element] = new DOMParser().parseFromString(svg, 'text/html').getElementsByTagName('svg');
    // No named inner functions: the build's bundler would wrap them in a helper the page lacks.
    const drawn: RenderedMermaid = { svg: new XMLSerializer().serializeToString(element!) };
    for (const [key, attribute] of [
      ['title', 'aria-labelledby'],
      ['description', 'aria-describedby'],
    ] as const) {
      const text = (element!.getAttribute(attribute) ?? '')
        .split(/\s+/)
        .filter(Boolean)
        .map((id) => element!.getElementById(id)?.textContent ?? '')
        .join('');
      if (text) drawn[key] = text;
    }
    return drawn;
  } catch (error) {
    return { error: error instanceof Error ? error.message : String(error) };
  }
}

/**
 * Renders one diagram on a page of the shared browser. The page loads its document and
 * Mermaid again for each diagram, as a new page would: Mermaid keeps counters across the
 * renders of a page (a sequence diagram's actor ids), and a diagram must draw the same
 * whatever was drawn before it. A kept page does so in its own warm renderer, cheaper than a
 * new page (a renderer process and Mermaid's scripts compiled afresh) for each diagram.
 */
async function renderInBrowser(source: string, mode: MermaidMode): Promise<RenderedMermaid> {
  clearTimeout(idleTimer);
  pending += 1;
  try {
    // Set before any await: the diagrams drawn at once share one browser.
    browser ??= launchBrowser();
    context ??= browser.then((shared) => shared.newContext({ bypassCSP: true }));
    const page = idlePages.pop() ?? (await (await context).newPage());
    const assets = mermaidPage();
    await page.goto(assets.html);
    await Promise.all([
      ...assets.styles.map((url) => page.addStyleTag({ url })),
      page.addScriptTag({ url: assets.script }),
    ]);
    // mermaid-isomorphic numbered the diagrams of a call `<prefix>-<index>`: the cached SVGs were drawn as the first.
    const numbered = `${MERMAID_PLACEHOLDER_ID}-0`;
    const drawn = await page.evaluate(drawInPage, {
      source,
      config: { ...MERMAID_CONFIG, theme: MERMAID_THEMES[mode] },
      id: numbered,
    });
    idlePages.push(page);
    if ('error' in drawn) throw new MermaidSyntaxError(drawn.error);
    const svg = drawn.svg.replace(new RegExp(`${numbered}(?!\\d)`, 'g'), MERMAID_PLACEHOLDER_ID);
    return { ...drawn, svg };
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
  const rendered = await renderInBrowser(source, mode);
  cache.write(key, JSON.stringify(rendered));
  return rendered;
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
  const jobs = (Object.keys(MERMAID_THEMES) as MermaidMode[]).flatMap((mode) =>
    unique.filter((source) => !cache!.has(mermaidCacheKey(source, mode))).map((source) => ({ source, mode })),
  );
  // A few pages of the one browser at once: each spends much of its time loading Mermaid.
  await eachAtMost(PRERENDER_PAGES, jobs, async (job) => {
    const rendered = await renderInBrowser(job.source, job.mode).catch((error: unknown) => {
      if (error instanceof MermaidSyntaxError) return undefined;
      throw error;
    });
    if (!rendered) return;
    cache!.write(mermaidCacheKey(job.source, job.mode), JSON.stringify(rendered));
    drawn += 1;
  });
  return drawn;
}
