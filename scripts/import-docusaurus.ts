/**
 * `npm run import:docusaurus -- <site> [--default-locale en] [--force] [--to .]`
 *
 * Lays a Docusaurus 3 site into content/ and public/, merging with what is there: a file
 * that exists is never overwritten without --force (it is listed as skipped), and the JSON
 * files (sidebar, authors, tags) gain only the keys they lack. Prints what it brought per
 * locale and every item it could not bring, with why; exits non-zero only when the site
 * has nothing to bring. The mapping is lib/import/docusaurus.ts; what the files then mean
 * is lib/content's business, as for any content.
 */
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { DEFAULT_LOCALE, LOCALES, isLocale, type Locale } from '../lib/i18n';
import {
  convertAuthor,
  convertFrontMatter,
  convertSidebar,
  convertTags,
  initialsAvatar,
  parseYaml,
  pinGeneratedIndexSlug,
  referencedStaticFiles,
  siteFileTarget,
  type AuthorJson,
  type ImportedAuthor,
  type SidebarJsonItem,
  type Skipped,
  type TagJson,
} from '../lib/import/docusaurus';
import { setTranslationOf } from '../lib/translations/front-matter';
import { shortSourceHash } from '../lib/translations/hash';

function parseArgs(argv: string[]): ImportOptions {
  const positional = argv.filter(
    (arg, i) => !arg.startsWith('--') && !['--default-locale', '--to'].includes(argv[i - 1] ?? ''),
  );
  const value = (flag: string) => {
    const i = argv.indexOf(flag);
    return i === -1 ? undefined : argv[i + 1];
  };
  const locale = value('--default-locale') ?? DEFAULT_LOCALE;
  if (!isLocale(locale))
    throw new UsageError(`--default-locale ${locale}: not a locale of this site (${LOCALES.join(', ')})`);
  if (positional.length !== 1)
    throw new UsageError(
      'usage: npm run import:docusaurus -- <docusaurus-site-folder> [--default-locale en] [--force] [--to <project>]',
    );
  return {
    site: path.resolve(positional[0]!),
    project: path.resolve(value('--to') ?? '.'),
    defaultLocale: locale,
    force: argv.includes('--force'),
  };
}

class UsageError extends Error {}

function listFiles(root: string): string[] {
  if (!fs.existsSync(root)) return [];
  return fs
    .readdirSync(root, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .filter((file) => !file.split('/').some((part) => part === 'node_modules' || part.startsWith('.')))
    .sort();
}

function readJsonFile<T>(file: string, fallback: T): T {
  return fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as T) : fallback;
}

/**
 * Evaluates sidebars.js / sidebars.ts. A TypeScript one goes through tsx's loader
 * (`tsImport`), for that file alone: `npm run import:docusaurus` runs this script bundled,
 * as plain JavaScript (scripts/run-bundled.mjs).
 */
async function readSidebars(site: string, skipped: Skipped[]): Promise<Record<string, unknown> | undefined> {
  for (const name of ['sidebars.ts', 'sidebars.js', 'sidebars.mjs', 'sidebars.cjs']) {
    const file = path.join(site, name);
    if (!fs.existsSync(file)) continue;
    try {
      const url = pathToFileURL(file).href;
      const module = (
        /\.[cm]?ts$/.test(name) ? await (await import('tsx/esm/api')).tsImport(url, import.meta.url) : await import(url)
      ) as { default?: unknown };
      const value = (module.default ?? module) as unknown;
      const sidebars =
        typeof value === 'object' && value !== null && 'default' in value
          ? (value as { default: unknown }).default
          : value;
      if (typeof sidebars !== 'object' || sidebars === null)
        throw new Error('it does not export an object of sidebars');
      return sidebars as Record<string, unknown>;
    } catch (error) {
      skipped.push({
        item: name,
        reason: `cannot be evaluated (${error instanceof Error ? error.message.split('\n')[0] : String(error)}); the docs folders make the sidebar instead`,
      });
      return undefined;
    }
  }
  return undefined;
}

export interface ImportOptions {
  site: string;
  project: string;
  defaultLocale: Locale;
  force: boolean;
}

export async function importDocusaurus(options: ImportOptions): Promise<{ found: number; lines: string[] }> {
  const { site, project, defaultLocale, force } = options;
  const skipped: Skipped[] = [];
  const counts = new Map<string, number>();
  const count = (what: string, locale?: Locale) =>
    counts.set(locale ? `${what} (${locale})` : what, (counts.get(locale ? `${what} (${locale})` : what) ?? 0) + 1);
  const files = listFiles(site);
  if (!files.some((file) => file.startsWith('docs/') && /\.mdx?$/.test(file))) {
    return {
      found: 0,
      lines: [`${site}: no Markdown in docs/: nothing to import (is it a Docusaurus 3 site? docs/ holds its pages)`],
    };
  }
  const staticFiles = listFiles(path.join(site, 'static')).map((file) => `/${file}`);
  const staticExists = (sitePath: string) => staticFiles.includes(sitePath);

  /** Writes a file unless it exists (then only with --force); says whether it wrote. */
  const write = (to: string, data: string | Buffer, what: string): boolean => {
    const target = path.join(project, to);
    if (fs.existsSync(target) && !force) {
      skipped.push({ item: to, reason: 'exists already; --force overwrites it' });
      return false;
    }
    fs.mkdirSync(path.dirname(target), { recursive: true });
    fs.writeFileSync(target, data);
    count(what);
    return true;
  };

  // Tags and authors first: posts name them.
  const tags = convertTags(
    fs.existsSync(path.join(site, 'blog/tags.yml'))
      ? parseYaml(fs.readFileSync(path.join(site, 'blog/tags.yml'), 'utf8'))
      : undefined,
  );
  const authors = new Map<string, ImportedAuthor>();
  for (const file of ['blog/authors.yml', 'blog/authors.yaml', 'blog/authors.json']) {
    if (!files.includes(file)) continue;
    const text = fs.readFileSync(path.join(site, file), 'utf8');
    const data = (file.endsWith('.json') ? JSON.parse(text) : parseYaml(text)) as Record<string, unknown>;
    for (const [id, value] of Object.entries(data ?? {})) {
      if (typeof value === 'object' && value !== null)
        authors.set(id, convertAuthor(id, value as Record<string, unknown>, staticExists));
    }
  }
  const inlineTags = new Map<string, string>();

  // Markdown, category files.
  const texts: string[] = [];
  const written: string[] = [];
  let found = 0;
  for (const file of files) {
    if (file.startsWith('static/')) continue;
    const target = siteFileTarget(file, defaultLocale);
    if (target.kind === 'skip') {
      if (file.startsWith('docs/') || file.startsWith('blog/') || file.startsWith('i18n/')) {
        if (!/^blog\/(authors|tags)\.(ya?ml|json)$/.test(file)) skipped.push({ item: file, reason: target.reason });
      }
      continue;
    }
    if (target.kind === 'asset') {
      write(target.to, fs.readFileSync(path.join(site, file)), `files beside the Markdown (${target.locale})`);
      continue;
    }
    const text = fs.readFileSync(path.join(site, file), 'utf8');
    texts.push(text);
    if (target.kind === 'category') {
      // This site takes a generated index's default address from its own default locale's
      // label: an old site written in another locale has its address written in.
      const pinned =
        target.locale === defaultLocale && defaultLocale !== DEFAULT_LOCALE
          ? pinGeneratedIndexSlug(text, !file.endsWith('.json'), path.posix.basename(path.posix.dirname(file)))
          : undefined;
      if (write(target.to, pinned ?? text, `category files (${target.locale})`) && pinned)
        count('category pages given the address Docusaurus gave them');
      continue;
    }
    const converted = convertFrontMatter(text, { tags });
    for (const [slug, label] of converted.inlineTags) inlineTags.set(slug, label);
    found += 1;
    if (write(target.to, converted.text ?? text, `${target.kind === 'docs' ? 'docs' : 'posts'} (${target.locale})`))
      written.push(target.to);
  }

  // The old site's translations were as current as its readers saw them: each imported
  // translation records its original's hash now (as `npm run translations -- --mark` does),
  // so the out-of-date notice shows from the first later change of the original only.
  for (const to of written) {
    const [, locale, ...rest] = to.split('/');
    if (locale === DEFAULT_LOCALE) continue;
    const original = path.join(project, 'content', DEFAULT_LOCALE, ...rest);
    if (!fs.existsSync(original)) continue;
    const file = path.join(project, to);
    fs.writeFileSync(
      file,
      setTranslationOf(fs.readFileSync(file, 'utf8'), shortSourceHash(fs.readFileSync(original, 'utf8'))),
    );
    count(`translations marked as matching their original (${locale})`);
  }

  // Category labels of other locales, from i18n/<locale>/docusaurus-plugin-content-docs/current.json.
  const labels: Partial<Record<Locale, Record<string, string>>> = {};
  for (const locale of LOCALES) {
    const file = path.join(site, `i18n/${locale}/docusaurus-plugin-content-docs/current.json`);
    if (!fs.existsSync(file)) continue;
    const data = JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, { message?: string }>;
    labels[locale] = Object.fromEntries(
      Object.entries(data).flatMap(([key, value]) =>
        typeof value?.message === 'string' ? [[key, value.message]] : [],
      ),
    );
  }

  // A folder's category label in another locale lives in that locale's current.json
  // (`sidebar.<name>.category.<label>`, and `….link.generated-index.title` / `.description`
  // for its generated index): it becomes that locale's _category_ file.
  for (const file of files.filter((f) => /^docs\/(.*\/)?_category_\.(json|ya?ml)$/.test(f))) {
    const text = fs.readFileSync(path.join(site, file), 'utf8');
    const data = (file.endsWith('.json') ? JSON.parse(text) : parseYaml(text)) as {
      label?: unknown;
      link?: { type?: unknown };
    };
    if (typeof data?.label !== 'string') continue;
    const dir = path.posix.dirname(file.slice('docs/'.length));
    for (const locale of LOCALES.filter((l) => l !== defaultLocale)) {
      const [key, translated] =
        Object.entries(labels[locale] ?? {}).find(([k]) => k.endsWith(`.category.${data.label as string}`)) ?? [];
      const own = files.some((f) =>
        f.startsWith(`i18n/${locale}/docusaurus-plugin-content-docs/current/${dir}/_category_.`),
      );
      const linkTexts = Object.fromEntries(
        (['title', 'description'] as const).flatMap((field) => {
          const value = labels[locale]?.[`${key}.link.generated-index.${field}`];
          return value === undefined ? [] : [[field, value]];
        }),
      );
      const link =
        data.link?.type === 'generated-index' && Object.keys(linkTexts).length > 0
          ? { link: { type: 'generated-index', ...linkTexts } }
          : {};
      if (translated && !own)
        write(
          `content/${locale}/docs/${dir}/_category_.json`,
          `${JSON.stringify({ label: translated, ...link }, null, 2)}\n`,
          `category files (${locale})`,
        );
    }
  }

  // The sidebar: the first sidebar at the top level, each other one a category of its own.
  const sidebars = await readSidebars(site, skipped);
  if (sidebars) {
    const names = Object.keys(sidebars);
    const items: SidebarJsonItem[] = names.flatMap((name, i): SidebarJsonItem[] => {
      const converted = convertSidebar(name, sidebars[name], labels, skipped);
      if (i === 0) return converted;
      skipped.push({ item: `sidebars: ${name}`, reason: 'this site has one sidebar: it is a category of it' });
      return [
        {
          type: 'category',
          id: name.toLowerCase().replace(/[^a-z0-9]+/g, '-'),
          label: Object.fromEntries(LOCALES.map((l) => [l, name])) as Record<Locale, string>,
          items: converted,
        },
      ];
    });
    const sidebarFile = path.join(project, 'content/sidebar.json');
    const existing = readJsonFile<{ items: SidebarJsonItem[] }>(sidebarFile, { items: [] });
    fs.mkdirSync(path.dirname(sidebarFile), { recursive: true });
    fs.writeFileSync(sidebarFile, `${JSON.stringify({ items: [...existing.items, ...items] }, null, 2)}\n`);
    count('sidebar entries', undefined);
  }

  // authors.json and tags.json gain the keys they lack.
  const authorsFile = path.join(project, 'content/authors.json');
  const authorsJson = readJsonFile<Record<string, AuthorJson>>(authorsFile, {});
  for (const { id, author, avatarFromStatic } of authors.values()) {
    if (authorsJson[id] && !force) {
      skipped.push({ item: `author ${id}`, reason: 'content/authors.json has it already' });
      continue;
    }
    authorsJson[id] = author;
    count('authors');
    // A static avatar is copied with the static files the content names; else one is drawn.
    if (avatarFromStatic) texts.push(avatarFromStatic);
    else write(`public${author.avatar}`, initialsAvatar(author.name), 'drawn avatars');
  }
  fs.mkdirSync(path.dirname(authorsFile), { recursive: true });
  fs.writeFileSync(authorsFile, `${JSON.stringify(authorsJson, null, 2)}\n`);
  const tagsFile = path.join(project, 'content/tags.json');
  const tagsJson = readJsonFile<Record<string, TagJson>>(tagsFile, {});
  const allTags = new Map([...tags.values()].map(({ slug, tag }) => [slug, tag]));
  for (const [slug, label] of inlineTags)
    if (!allTags.has(slug))
      allTags.set(slug, {
        label: Object.fromEntries(LOCALES.map((l) => [l, label])) as TagJson['label'],
        description: Object.fromEntries(LOCALES.map((l) => [l, label])) as TagJson['description'],
      });
  for (const [slug, tag] of allTags) {
    if (tagsJson[slug] && !force) continue;
    tagsJson[slug] = tag;
    count('tags');
  }
  fs.writeFileSync(tagsFile, `${JSON.stringify(tagsJson, null, 2)}\n`);

  // Static files the content names.
  for (const sitePath of referencedStaticFiles(texts, staticFiles))
    write(`public${sitePath}`, fs.readFileSync(path.join(site, 'static', sitePath)), 'static files');
  const unreferenced = staticFiles.length - referencedStaticFiles(texts, staticFiles).length;
  if (unreferenced > 0) skipped.push({ item: `static/ (${unreferenced} files)`, reason: 'no doc or post names them' });

  const lines = [
    `Imported ${site} into ${project} (the site's docs/ and blog/ read as ${defaultLocale}):`,
    ...[...counts.entries()].sort().map(([what, n]) => `  ${what}: ${n}`),
    ...(skipped.length > 0
      ? [`Not brought (${skipped.length}):`, ...skipped.map((s) => `  ${s.item}: ${s.reason}`)]
      : []),
  ];
  return { found, lines };
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  try {
    const { found, lines } = await importDocusaurus(parseArgs(process.argv.slice(2)));
    console.log(lines.join('\n'));
    if (found === 0) process.exitCode = 1;
  } catch (error) {
    console.error(error instanceof UsageError ? error.message : error);
    process.exitCode = 1;
  }
}
