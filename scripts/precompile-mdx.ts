/**
 * The build's first step (`npm run build`, before `next build`): copies the files beside
 * content into public/assets/ (scripts/copy-content-assets.ts), reads and checks the
 * content, then compiles into the build cache every MDX body the pages will show
 * (lib/mdx/compile-sources.ts) and the tree of every listed post's feed HTML
 * (lib/mdx/html.ts), in this process (worker threads only for hundreds), and the Markdown
 * twin of each body it compiles, from the same parse (scripts/write-twins.ts), so that
 * - every page reads its compile back, in a clean build as in a warm one (their exports
 *   match byte for byte: React streams a page the same way only if its parts take the
 *   same path), and a rebuild after one edit compiles that one body;
 * - bad content stops the build in seconds, `next build` with it (it starts beside this
 *   step), with every content error of the build listed together, each naming its file and line.
 * It also prints the build's line about translations and, when dates are left out, the one
 * about "last updated" dates.
 *
 * Run by scripts/build.ts (`npm run build`), beside `next build`, whose pages wait for it.
 */
import { openBuildCache } from '../lib/build-cache';
import { CONTENT_DIR } from '../lib/content';
import type { ContentSet } from '../lib/content';
import { buildContentSet } from '../lib/content/build';
import { readContentSources } from '../lib/content/sources';
import { buildLastUpdatedSummaryLine } from '../lib/docs/last-updated-summary';
import type { MdxSourceFile } from '../lib/mdx';
import { compileKeyOf, compileOutputKeyOf, copyCompiled, hasCompiled } from '../lib/mdx/compile-cache';
import { listCompileSources, listFeedSources } from '../lib/mdx/compile-sources';
import { LOCALES } from '../lib/i18n';
import { buildRouteKeys } from '../lib/routes';
import { buildTranslationReport, formatTranslationSummary } from '../lib/translations/report';
import { buildIdOfInputs } from './build-id.mjs';
import { runInThreads, threadsFor } from './threads';
import { unchangedFrozenVersions } from './version-pages';
import { cacheTwinOfTree, planTwinJobs, type AllMessages, type TwinJob, type TwinSiteContext } from './write-twins';

/**
 * Compiles a worker thread must have before it pays: one process compiling alone already
 * keeps more than one core busy (V8 compiles and collects garbage on threads of its own),
 * and each worker loads Shiki and the compiler again. On 2 cores compiling in this process
 * stays faster than two workers up to several hundred bodies (bench/history.json).
 */
const COMPILES_PER_WORKER = 600;

/** One compile: a page body (with the Markdown twin the build cache lacks of it, if any), or a post's feed HTML. */
export type PrecompileJob =
  | {
      kind: 'page';
      source: MdxSourceFile;
      /**
       * Made from the compile's parse (scripts/write-twins.ts), where the post-build step
       * would parse the body again (most of a twin's time is that parse). Its body is the
       * source's: a worker thread gets each body once (the bench's x1000 sent 150 MB twice).
       */
      twin: TwinJobOfSource | null;
    }
  | { kind: 'feed'; source: MdxSourceFile };

/** A twin's job without its body, which is its source's. */
type TwinJobOfSource = Omit<TwinJob, 'twin'> & { twin: Omit<TwinJob['twin'], 'body'> };

/** What every compile of a build checks against. */
export interface PrecompileSite {
  routes: readonly string[];
  /** The route keys that have a twin (TwinSiteContext). */
  twinRoutes: readonly string[];
  assetEntries: readonly (readonly [string, string])[];
}

/** Compiles the jobs one after the other (in this thread or a worker's); the messages of those that fail. */
export async function precompileAll(
  jobs: readonly PrecompileJob[],
  { routes, twinRoutes, assetEntries }: PrecompileSite,
): Promise<string[]> {
  const [{ precompileMdx }, { precompileFeedTree }, { closeMermaidRenderer }] = await Promise.all([
    import('../lib/mdx'),
    import('../lib/mdx/html'),
    import('../lib/mdx/mermaid-renderer'),
  ]);
  const routeKeys = new Set(routes);
  const assets = new Map(assetEntries);
  const twinSite: TwinSiteContext = { routeKeys, twinRouteKeys: new Set(twinRoutes), assets };
  const errors: string[] = [];
  for (const job of jobs) {
    try {
      if (job.kind === 'feed') await precompileFeedTree(job.source, routeKeys, assets);
      else {
        const { source, twin } = job;
        const whole: TwinJob | null = twin && { ...twin, twin: { ...twin.twin, body: source.body } };
        await precompileMdx(
          source,
          routeKeys,
          assets,
          whole ? (tree) => cacheTwinOfTree(tree, whole, twinSite) : undefined,
        );
      }
    } catch (error) {
      errors.push(error instanceof Error ? error.message : String(error));
    }
  }
  // The browser that drew this process's diagrams, if any: it would keep the process alive.
  await closeMermaidRenderer();
  return errors;
}

/**
 * Checks the content and compiles what the build cache lacks, printing the step's lines; with
 * `messages`, the Markdown twins of the bodies it compiles go into the build cache too.
 * The files beside content must be in public/ already (syncAssets).
 * @returns the content errors found, each naming its file (none: every compile is cached),
 *   and the content, which the post-build steps of the same process read (scripts/build.ts)
 */
export async function precompileContent(
  messages?: AllMessages,
  buildId: string = buildIdOfInputs(),
): Promise<{ errors: string[]; content: ContentSet }> {
  const started = Date.now();
  // The files are read once: for the content model, and for the build's one line about
  // translations and the one about "last updated" dates left out (a shallow clone, files
  // without history), printed here (from next.config.mjs they cost every `next build` a second).
  const files = readContentSources(CONTENT_DIR);
  const content = buildContentSet(files);
  console.log(formatTranslationSummary(buildTranslationReport(files.mdx)));
  const lastUpdated = buildLastUpdatedSummaryLine(files.mdx, CONTENT_DIR);
  if (lastUpdated) console.log(lastUpdated);
  const routeKeys = buildRouteKeys(content);
  // A cut version a build checked and stored with the same routes, files and code is not checked again.
  const unchanged = unchangedFrozenVersions(content, buildId);
  const checkedBefore = new Set(
    unchanged.flatMap((v) => LOCALES.flatMap((locale) => v.docs[locale].map((d) => d.file))),
  );
  const sources = listCompileSources(content).filter((source) => !checkedBefore.has(source.file));
  const missing = sources.filter((source) => !hasCompiled(compileKeyOf(source, routeKeys, content.assets)));
  const feedSources = listFeedSources(content);
  const missingFeeds = feedSources.filter(
    (source) => !hasCompiled(compileKeyOf(source, routeKeys, content.assets, 'feed')),
  );
  // No twins for an export that has none (the /vigia/ fixture's, `--csp-only`).
  const { twins, twinRoutes } = messages
    ? twinsToMake(messages, content, missing)
    : { twins: missing.map(() => null), twinRoutes: [] };
  // Every diagram of the bodies to compile, drawn in one browser before the workers start.
  // A post's body is in both lists (its page and its feed HTML): each body is read once.
  const bodiesWithDiagrams = [...new Set([...missing, ...missingFeeds].map((source) => source.body))].filter((body) =>
    /mermaid/i.test(body),
  );
  const { mermaidSourcesOf } =
    bodiesWithDiagrams.length > 0 ? await import('../lib/mdx/remark-mermaid') : { mermaidSourcesOf: () => [] };
  const diagrams = bodiesWithDiagrams.flatMap((body) => mermaidSourcesOf(body));
  if (diagrams.length > 0) {
    const { closeMermaidRenderer, prerenderMermaid } = await import('../lib/mdx/mermaid-renderer');
    const drawnAt = Date.now();
    const drawn = await prerenderMermaid(diagrams);
    await closeMermaidRenderer();
    if (drawn > 0)
      console.log(
        `Mermaid: ${drawn} diagram renders (light and dark) drawn in ${((Date.now() - drawnAt) / 1000).toFixed(1)} s.`,
      );
  }
  // The copies of a doc in cut versions compile once: the others take that compile.
  const copies = new Map<string, { compiled: number; copies: number[] }>();
  missing.forEach((source, i) => {
    const output = compileOutputKeyOf(source, routeKeys, content.assets) ?? String(i);
    const group = copies.get(output);
    if (!group) copies.set(output, { compiled: i, copies: [] });
    // The one with a Markdown twin to make is compiled: its parse makes the twin.
    else if (twins[i] && !twins[group.compiled]) {
      group.copies.push(group.compiled);
      group.compiled = i;
    } else group.copies.push(i);
  });
  const compiled = [...copies.values()].map((group) => group.compiled).sort((a, b) => a - b);
  const jobs: PrecompileJob[] = [
    ...compiled.map((i) => ({ kind: 'page' as const, source: missing[i]!, twin: withoutBody(twins[i] ?? null) })),
    ...missingFeeds.map((source) => ({ kind: 'feed' as const, source })),
  ];
  const site: PrecompileSite = { routes: [...routeKeys], twinRoutes, assetEntries: [...content.assets] };
  const threads = threadsFor(jobs.length, COMPILES_PER_WORKER);
  const found =
    threads === 0
      ? await precompileAll(jobs, site)
      : (
          await runInThreads<PrecompileJob, string[]>(new URL(import.meta.url), 'precompileAll', jobs, threads, site)
        ).flat();
  const keyOf = (i: number) => compileKeyOf(missing[i]!, routeKeys, content.assets);
  for (const group of copies.values()) for (const i of group.copies) copyCompiled(keyOf(group.compiled), keyOf(i));
  // A doc not yet translated compiles in both locales from one file: its errors are said once, by file.
  const errors = [...new Set(found)].sort();
  if (errors.length === 0)
    console.log(
      `MDX: ${missing.length} of ${sources.length} bodies compiled (${sources.length - missing.length} from the build cache${missing.length > compiled.length ? `, ${missing.length - compiled.length} as copies of a doc in another version` : ''}), ${missingFeeds.length} of ${feedSources.length} posts' feed HTML, in ${((Date.now() - started) / 1000).toFixed(1)} s.${unchanged.length > 0 ? ` Docs versions ${unchanged.map((v) => v.name).join(', ')}: unchanged since a build checked them, not checked again.` : ''}`,
    );
  return { errors, content };
}

/** A twin's job without its body (its source's, twinsToMake checked). */
function withoutBody(job: TwinJob | null): TwinJobOfSource | null {
  if (!job) return null;
  const { body: _, ...twin } = job.twin;
  return { ...job, twin };
}

/**
 * The twins the build cache lacks of the bodies `sources` compile (the whole body of a doc
 * or post, not an excerpt), aligned with `sources`, and the route keys that have a twin.
 */
function twinsToMake(
  messages: AllMessages,
  content: ContentSet,
  sources: readonly MdxSourceFile[],
): { twins: (TwinJob | null)[]; twinRoutes: string[] } {
  const { jobs, siteContext } = planTwinJobs('', messages, content);
  const cache = openBuildCache('twins');
  const byFile = new Map(
    jobs
      .filter((job) => !cache.has(job.key))
      .map(({ file: _, ...job }) => [`${job.twin.locale}\n${job.twin.file}`, job]),
  );
  const twins = sources.map((source) => {
    const job = byFile.get(`${source.locale}\n${source.file}`);
    return job && job.twin.body === source.body ? job : null;
  });
  return { twins, twinRoutes: [...siteContext.twinRouteKeys] };
}

/**
 * The content check and precompile as `npm run build` runs them (scripts/build.ts), and
 * `npm run check:content` without a build: the content, or the text that stops the build
 * (every content error, each naming its file and line, or the content model's error).
 */
export async function checkContent(
  messages?: AllMessages,
  buildId?: string,
): Promise<{ content: ContentSet } | { failure: string }> {
  return precompileContent(messages, buildId).then(
    ({ errors, content }) => (errors.length > 0 ? { failure: formatContentErrors(errors) } : { content }),
    (error: unknown) => ({ failure: error instanceof Error ? error.message : String(error) }),
  );
}

/** What the build prints when the content has errors. */
export function formatContentErrors(errors: readonly string[]): string {
  return `\n${errors.length} content error${errors.length === 1 ? '' : 's'}; fix ${errors.length === 1 ? 'it' : 'them'} and build again:\n${errors.map((e) => `- ${e}`).join('\n')}\n`;
}
