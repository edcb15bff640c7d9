/**
 * The site's Markdown and `_category_` files into the staged content/: each file where this
 * site reads it (lib/import/docusaurus.ts `siteFileTarget`), changed only where it must be
 * (lib/import/docusaurus-docs.ts), every id and address checked against the project's first.
 */
import fs from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';
import picomatch from 'picomatch';
import { DEFAULT_LOCALE, LOCALES, type Locale } from '../i18n';
import { CURRENT_VERSION_NAME } from '../docs/version-name';
import { docIdOf, docSlugOf, isPartial, postNameParts } from '../content/doc-paths';
import { setTranslationOf } from '../translations/front-matter';
import { shortSourceHash } from '../translations/hash';
import { DEFAULT_EXCLUDE, DEFAULT_INCLUDE } from './docusaurus-config';
import { docEditUrl } from './docusaurus-edit-url';
import type { ContentGlobs } from './import-context';
import { convertFrontMatter, parseYaml, pinGeneratedIndexSlug, siteFileTarget, type FileTarget } from './docusaurus';
import {
  buildDocIdMap,
  escapeTextDirectives,
  mapFrontMatterIds,
  prefixAbsoluteSlug,
  rewriteRelativePageLinks,
} from './docusaurus-docs';
import { count, writeStaged, type ImportContext } from './import-context';
import { checkCollisions, frontMatterOf } from './docusaurus-collisions';
import { readSiteMarkdown } from './site-files';
import { DEFAULT_ROUTE_BASES, docRoute, docSlugInVersion, postRoute, type RouteBases } from '../urls';
import { stagedPath } from './staging';
import { FRAMED_NOTE, frameIframes, rebaseOutsideImports } from './docusaurus-site-files';

/** What the site's docs are called here. */
export interface BroughtDocs {
  /** Docusaurus ids that are another id here (index docs, `--prefix`), for sidebars and links. */
  idMap: Map<string, string>;
  /** Ids here of the site's docs (default locale). */
  siteDocIds: Set<string>;
  /** Ids of the project's docs that --force replaced by the site's. */
  replacedIds: Set<string>;
}

/**
 * Why a Markdown file's front matter or a `_category_` file cannot be read, in one line
 * (with its line when the parser gives one), or undefined when it can.
 */
function unreadableData(text: string, categoryFile: string | undefined): string | undefined {
  try {
    if (categoryFile === undefined) matter(text, {});
    else if (categoryFile.endsWith('.json')) JSON.parse(text);
    else parseYaml(text);
    return undefined;
  } catch (error) {
    // The parser's first line ends with a colon before the excerpt it shows on the next ones.
    const reason = (error instanceof Error ? error.message : String(error))
      .split('\n')[0]!
      .replace(/:\s*$/, '')
      // JSON.parse gives a character position: said as the line and column it is at.
      .replace(/at position (\d+)$/, (_, at: string) => {
        const before = text.slice(0, Number(at)).split('\n');
        return `at line ${before.length}, column ${before.at(-1)!.length + 1}`;
      });
    return categoryFile === undefined
      ? `its front matter is not valid YAML (${reason}): not brought (fix it and import again)`
      : `is not valid ${categoryFile.endsWith('.json') ? 'JSON' : 'YAML'} (${reason}): not brought, the folder's name is its label (fix it and import again)`;
  }
}

/**
 * The address Docusaurus gives a doc or post (`/docs/intro/start`, `/docs/1.0/intro/start` in
 * version 1.0), from its path here, its front matter and its version's path.
 */
function permalinkOf(
  kind: 'docs' | 'blog',
  relPath: string,
  text: string,
  routes: RouteBases,
  versionPath: string,
): string {
  const data = frontMatterOf(text);
  if (kind === 'blog')
    return postRoute(
      typeof data.slug === 'string' ? data.slug.replace(/^\/+|\/+$/g, '') : postNameParts(relPath).slug,
      routes,
    );
  const id = docIdOf(relPath, typeof data.id === 'string' ? data.id : undefined);
  const slug = docSlugOf(relPath, id, typeof data.slug === 'string' ? data.slug : undefined);
  const route = docRoute(docSlugInVersion(slug, versionPath), routes);
  // The docs root (`slug: /`) is a folder's address in Docusaurus: `/docs/`, `/docs/1.0/`.
  return slug === '' && !route.endsWith('/') ? `${route}/` : route;
}

/** A target below `docs/` moved under the `--prefix` folder. */
function withPrefix(target: FileTarget, prefix: string): FileTarget {
  if (!prefix || target.kind === 'skip' || !/^content\/[^/]+\/docs\//.test(target.to)) return target;
  return { ...target, to: target.to.replace(/^(content\/[^/]+\/docs)\//, `$1/${prefix}/`) };
}

/** Brings the site's docs, posts and category files; returns what the docs are called here. */
export function bringContent(
  context: ImportContext,
  tags: Parameters<typeof convertFrontMatter>[1]['tags'],
): BroughtDocs {
  const { site, defaultLocale, prefix } = context.options;
  const targets = new Map<string, FileTarget>();
  const texts = new Map<string, string>();
  const partials: { file: string; locale: Locale; to: string }[] = [];
  for (const file of context.files) {
    if (file.startsWith('static/')) continue;
    const target = withPrefix(siteFileTarget(file, defaultLocale), prefix);
    if (target.kind === 'skip') {
      if (/^(docs|blog|i18n)\//.test(file) && !/^blog\/(authors|tags)\.(ya?ml|json)$/.test(file))
        context.skipped.push({ item: context.realPath(file), reason: target.reason });
      continue;
    }
    if (target.kind === 'docs' || target.kind === 'blog') {
      const inFolder = target.to
        .split('/')
        .slice(3 + (prefix && target.kind === 'docs' ? 1 : 0))
        .join('/');
      // A partial (`_snippet.mdx`) is copied as it is: the build inlines it where a page imports it (lib/mdx/partials.ts).
      if (isPartial(inFolder)) {
        partials.push({ file, locale: target.locale, to: target.to });
        continue;
      }
      if (!matchesContentGlobs(inFolder, context.contentGlobs?.[target.kind])) {
        context.skipped.push({
          item: context.realPath(file),
          reason: `left out by the ${target.kind} plugin's include/exclude, as Docusaurus leaves it out`,
        });
        continue;
      }
    }
    if (target.kind === 'docs' || target.kind === 'blog' || target.kind === 'category') {
      const read = readSiteMarkdown(path.join(site, context.realPath(file)));
      const problem =
        'problem' in read ? read.problem : unreadableData(read.text, target.kind === 'category' ? file : undefined);
      if (problem !== undefined) {
        context.skipped.push({ item: context.realPath(file), reason: problem });
        continue;
      }
      texts.set(file, (read as { text: string }).text);
    }
    targets.set(file, target);
  }
  const siteDocs = [...targets].flatMap(([file, target]) =>
    target.kind === 'docs' && target.locale === defaultLocale
      ? [
          {
            relPath: target.to
              .split('/')
              .slice(3 + (prefix ? 1 : 0))
              .join('/'),
            frontMatterId: frontMatterOf(texts.get(file)!).id as string | undefined,
          },
        ]
      : [],
  );
  const idMap = buildDocIdMap(
    siteDocs.map((d) => ({ ...d, frontMatterId: typeof d.frontMatterId === 'string' ? d.frontMatterId : undefined })),
    prefix,
  );
  const siteDocIds = new Set(
    siteDocs.map((d) =>
      docIdOf(
        prefix ? `${prefix}/${d.relPath}` : d.relPath,
        typeof d.frontMatterId === 'string' ? d.frontMatterId : undefined,
      ),
    ),
  );
  const replacedIds = checkCollisions(context, targets, texts);

  // A translation importing a partial its locale lacks reads the default locale's, as in the site's default build.
  const fallbacks = partials.flatMap((partial) =>
    partial.locale !== defaultLocale
      ? []
      : LOCALES.filter((l) => l !== defaultLocale)
          .map((locale) => ({ ...partial, to: partial.to.replace(/^content\/[^/]+\//, `content/${locale}/`) }))
          .filter((copy) => !partials.some((p) => p.to === copy.to)),
  );
  for (const partial of [...partials, ...fallbacks]) {
    const read = readSiteMarkdown(path.join(site, context.realPath(partial.file)));
    if ('text' in read)
      writeStaged(
        context,
        partial.to,
        escapeDirectiveColons(context, partial.file, read.text),
        'partials',
        partial.file,
      );
    else context.skipped.push({ item: context.realPath(partial.file), reason: read.problem });
  }
  for (const [file, target] of targets) {
    if (target.kind === 'skip') continue;
    if (target.kind === 'asset') {
      const from = context.realPath(file);
      const data = fs.readFileSync(path.join(site, from));
      // A component beside the docs may import a site file outside them (`../../package.json`).
      const rebased = /\.(tsx|ts|jsx|js|mjs|cjs)$/.test(from)
        ? rebaseOutsideImports(site, from, target.to, data.toString('utf8'))
        : undefined;
      const framed = rebased && frameIframes(target.to, rebased.text);
      const fix = `${from}: ${FRAMED_NOTE}`;
      if (framed !== undefined && !context.fixes.includes(fix)) context.fixes.push(fix);
      writeStaged(
        context,
        target.to,
        framed ?? rebased?.text ?? data,
        `files beside the Markdown (${target.locale})`,
        file,
      );
      for (const brought of rebased?.bring ?? [])
        if (!fs.existsSync(stagedPath(context.staging, brought.path)))
          writeStaged(context, brought.path, fs.readFileSync(brought.from), 'site files components import');
      continue;
    }
    const text = texts.get(file)!;
    context.texts.push(text);
    if (target.kind === 'category') {
      const pinned =
        target.locale === defaultLocale && defaultLocale !== DEFAULT_LOCALE
          ? pinGeneratedIndexSlug(text, !file.endsWith('.json'), path.posix.basename(path.posix.dirname(file)))
          : undefined;
      const mapped = mapCategoryLinkId(pinned ?? text, !file.endsWith('.json'), idMap);
      if (
        writeStaged(context, target.to, mapped ?? pinned ?? text, `category files (${target.locale})`, file) &&
        pinned
      )
        count(context, 'category pages given the address Docusaurus gave them');
      continue;
    }
    const fields = convertFrontMatter(text, {
      tags,
      authorIds: context.authorIds,
      editUrl: target.kind === 'docs' ? editUrlOf(context, file) : undefined,
    });
    for (const [slug, label] of fields.inlineTags) context.inlineTags.set(slug, label);
    let converted = fields.text ?? text;
    const relPath = target.to.split('/').slice(3).join('/');
    if (target.kind === 'docs') {
      const prefixed = prefixAbsoluteSlug(converted, prefix);
      if (prefixed) context.fixes.push(`${context.realPath(file)}: slug moved under /docs/${prefix}/ (--prefix)`);
      converted = prefixed ?? converted;
      converted = mapFrontMatterIds(converted, idMap) ?? converted;
    }
    const linked = rewriteRelativePageLinks(
      converted,
      permalinkOf(
        target.kind,
        relPath,
        converted,
        context.routes ?? DEFAULT_ROUTE_BASES,
        context.docsVersionPaths?.get(context.version ?? CURRENT_VERSION_NAME) ?? '',
      ),
      context.trailingSlash,
    );
    if (linked.count > 0)
      context.fixes.push(
        `${context.realPath(file)}: ${linked.count} relative page link${linked.count > 1 ? 's' : ''} written as site paths (this site refuses relative links)`,
      );
    converted = linked.text;
    converted = escapeDirectiveColons(context, file, converted);
    const force = context.options.force;
    if (force || !fs.existsSync(stagedPath(context.staging, target.to))) {
      writeStaged(
        { ...context, options: { ...context.options, force: true } },
        target.to,
        converted,
        `${target.kind === 'docs' ? 'docs' : 'posts'} (${target.locale})`,
        file,
      );
      context.written.push(target.to);
    }
  }
  markTranslations(context);
  return { idMap, siteDocIds, replacedIds };
}

/** A `_category_` file's `link: { type: doc, id }` with the id this site gives that doc. */
function mapCategoryLinkId(text: string, yaml: boolean, idMap: ReadonlyMap<string, string>): string | undefined {
  let data: unknown;
  try {
    data = yaml ? parseYaml(text) : JSON.parse(text);
  } catch {
    return undefined; // the build names the file
  }
  const link = (data as { link?: { type?: unknown; id?: unknown } } | null)?.link;
  if (link?.type !== 'doc' || typeof link.id !== 'string' || !idMap.has(link.id)) return undefined;
  return `${JSON.stringify({ ...(data as object), link: { ...link, id: idMap.get(link.id) } }, null, 2)}\n`;
}

/**
 * The old site's translations were as current as its readers saw them: each imported
 * translation records its original's hash now (as `npm run translations -- --mark` does),
 * so the out-of-date notice shows from the first later change of the original only.
 */
function markTranslations(context: ImportContext): void {
  for (const to of context.written) {
    const [, locale, ...rest] = to.split('/');
    if (locale === DEFAULT_LOCALE) continue;
    const original = stagedPath(context.staging, ['content', DEFAULT_LOCALE, ...rest].join('/'));
    if (!fs.existsSync(original)) continue;
    const file = stagedPath(context.staging, to);
    const text = fs.readFileSync(file, 'utf8');
    // A translation without front matter (normal in Docusaurus) gets one for the mark.
    if (!text.startsWith('---')) fs.writeFileSync(file, `---\n---\n\n${text}`);
    fs.writeFileSync(
      file,
      setTranslationOf(fs.readFileSync(file, 'utf8'), shortSourceHash(fs.readFileSync(original, 'utf8'))),
    );
    count(context, `translations marked as matching their original (${locale as Locale})`);
  }
}

/** The Docusaurus "edit this page" address of a doc of the site (virtual path), when the site has an `editUrl`. */
function editUrlOf(context: ImportContext, file: string): string | undefined {
  if (!context.docsEdit) return undefined;
  const translated = /^i18n\/([^/]+)\/docusaurus-plugin-content-docs\/current\/(.+)$/.exec(file);
  const relPath = translated ? translated[2]! : file.replace(/^docs\//, '');
  return docEditUrl(context.docsEdit, relPath, { locale: translated?.[1], version: context.version });
}

/**
 * Whether a file of the docs or blog folder (path inside it) is one Docusaurus reads: it
 * matches an `include` glob and no `exclude` glob (the plugin's options, else its defaults).
 * @example matchesContentGlobs('guide/a.md', { include: ['**\/*.{md,mdx}'], exclude: ['**\/drafts/**'] }) === true
 */
export function matchesContentGlobs(relPath: string, globs: ContentGlobs | undefined): boolean {
  const { include, exclude } = globs ?? { include: DEFAULT_INCLUDE, exclude: DEFAULT_EXCLUDE };
  return picomatch(include)(relPath) && !picomatch(exclude)(relPath);
}

/** The text with `9:41`-like colons escaped (escapeTextDirectives), said once per file. */
function escapeDirectiveColons(context: ImportContext, file: string, text: string): string {
  const escaped = escapeTextDirectives(text);
  if (escaped.count > 0)
    context.fixes.push(
      `${context.realPath(file)}: ${escaped.count} "word:word" text${escaped.count > 1 ? 's' : ''} (e.g. 9:41) escaped as "\\:" (Docusaurus shows them as text; this site's build would take them for directives)`,
    );
  return escaped.text;
}
