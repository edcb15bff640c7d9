/**
 * The I/O of the Docusaurus comparison: reads `content/`, `messages/` and `public/`, installs
 * the pinned Docusaurus into the scratch site (once; reused while the pins match), writes
 * the site (docusaurus-content.ts, docusaurus-data.ts and docusaurus-config.ts say
 * what), and builds it from a clean state, measured as the project's build is.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { DEFAULT_LOCALE, LOCALES } from '../../lib/i18n';
import { EDIT_URL_BASE, PRODUCT_LINKS, SITE_URL } from '../../lib/site';
import { siteConfigFile } from '../../lib/site-config/file.mjs';
import {
  buildChrome,
  configSource,
  DOCUSAURUS_VERSION,
  homePageSource,
  sidebarsSource,
  sitePackageJson,
} from './docusaurus-config';
import { detectFeatures, docusaurusPath, findStaticReferences, mapMdxFile, prismLanguages } from './docusaurus-content';
import { findFrontMatterBlock } from '../../lib/content/front-matter-block';
import { authorsToDocusaurus, sidebarToDocusaurus, tagsToDocusaurus, toYaml } from './docusaurus-data';
import { countHtmlFiles, runMeasured } from './measure-process';
import { setAside } from './set-aside';

/** Where the Docusaurus site is generated (git-ignored). */
export const SCRATCH_SITE = '.scratch/docusaurus-bench';

/** What the site's own install records, to be reused while the pins match. */
const INSTALL_STAMP = 'node_modules/.vigia-bench-install.json';

/** What the generated site keeps between runs: its install. Everything else is rewritten. */
const KEPT = new Set(['node_modules', 'package.json', 'package-lock.json']);

const MARKDOWN = /\.mdx?$/;
const CATEGORY_FILE = /(^|\/)_category_\.(json|ya?ml)$/;

const readJson = (file: string) => JSON.parse(fs.readFileSync(file, 'utf8'));

/** The JSON files of content/ the site reads; their YAML and TypeScript forms are not supported here. */
function readContentJson(contentDir: string, name: string) {
  const file = path.join(contentDir, `${name}.json`);
  if (!fs.existsSync(file))
    throw new Error(
      `${file} not found: the Docusaurus comparison reads content/${name}.json only (convert a .yaml or .ts ${name} to JSON to compare)`,
    );
  return readJson(file);
}

/**
 * The footer of site.json in the comparison's terms: columns of links keyed by the last part
 * of their message key, each to a doc, the blog or a product link (the project's own footer).
 */
interface SiteFooterLink {
  label: { message: string };
  docId?: string;
  product?: keyof typeof PRODUCT_LINKS;
}

function footerColumnsOf(site: { footer: { columns: { id: string; items: SiteFooterLink[] }[] } }) {
  const target = (link: SiteFooterLink) =>
    link.docId ? { doc: link.docId } : link.product ? { product: link.product } : { blog: true as const };
  return site.footer.columns.map((column) => ({
    id: column.id,
    links: column.items.map((link) => ({ id: link.label.message.split('.').pop()!, target: target(link) })),
  }));
}

/**
 * Reads content/ into the files of the Docusaurus site (path → text or source file), and
 * what the mapping changed or could not carry over.
 */
export function readContentForDocusaurus(contentDir = 'content', publicDir = 'public', messagesDir = 'messages') {
  const files = new Map<string, string>();
  const copies = new Map<string, string>();
  const changes: string[] = [];
  const bodies: string[] = [];
  const counts: Record<string, number> = {};
  for (const locale of LOCALES) {
    for (const kind of ['docs', 'blog', 'pages'] as const) {
      const dir = path.join(contentDir, locale, kind);
      if (!fs.existsSync(dir)) continue;
      for (const relPath of fs.readdirSync(dir, { recursive: true }).map(String).sort()) {
        const file = path.join(dir, relPath);
        if (fs.statSync(file).isDirectory()) continue;
        const rel = relPath.split(path.sep).join('/');
        const target = docusaurusPath(locale, kind, rel);
        if (MARKDOWN.test(rel)) {
          const mapped = mapMdxFile(file, fs.readFileSync(file, 'utf8'));
          files.set(target, mapped.text);
          changes.push(...mapped.changes);
          bodies.push(mapped.text);
          counts[`${kind} (${locale})`] = (counts[`${kind} (${locale})`] ?? 0) + 1;
        } else if (CATEGORY_FILE.test(rel)) {
          // Docusaurus reads _category_ files from docs/ only; a translation's labels go in current.json.
          if (locale !== DEFAULT_LOCALE)
            throw new Error(
              `${file}: a translated _category_ file is not supported by the Docusaurus comparison yet (its labels belong in i18n/${locale}/docusaurus-plugin-content-docs/current.json)`,
            );
          if (/"(es|en)"\s*:|^\s*(es|en):/m.test(fs.readFileSync(file, 'utf8')))
            throw new Error(
              `${file}: texts per locale in a _category_ file are not supported by the Docusaurus comparison yet`,
            );
          copies.set(target, file);
        } else {
          copies.set(target, file);
        }
      }
    }
  }
  const sidebar = sidebarToDocusaurus(readContentJson(contentDir, 'sidebar'));
  const authorsJson = readContentJson(contentDir, 'authors');
  const tagsJson = readContentJson(contentDir, 'tags');
  const notes = [...sidebar.notes];
  const docsUseTags = [...files].some(
    ([target, text]) =>
      /(^docs\/|docusaurus-plugin-content-docs)/.test(target) && /^tags:/m.test(findFrontMatterBlock(text)?.yaml ?? ''),
  );
  for (const locale of LOCALES) {
    const authors = authorsToDocusaurus(authorsJson, locale);
    if (locale === DEFAULT_LOCALE) notes.push(...authors.notes);
    const tags = toYaml(tagsToDocusaurus(tagsJson, locale));
    const blogDir = locale === DEFAULT_LOCALE ? 'blog' : `i18n/${locale}/docusaurus-plugin-content-blog`;
    files.set(`${blogDir}/authors.yml`, toYaml(authors.authors));
    files.set(`${blogDir}/tags.yml`, tags);
    if (docsUseTags)
      files.set(
        `${locale === DEFAULT_LOCALE ? 'docs' : `i18n/${locale}/docusaurus-plugin-content-docs/current`}/tags.yml`,
        tags,
      );
  }
  files.set('sidebars.js', sidebarsSource(sidebar.sidebars));
  for (const [locale, messages] of Object.entries(sidebar.translations)) {
    files.set(`i18n/${locale}/docusaurus-plugin-content-docs/current.json`, `${JSON.stringify(messages, null, 2)}\n`);
  }
  const messages = Object.fromEntries(
    LOCALES.map((locale) => [locale, readJson(path.join(messagesDir, `${locale}.json`))]),
  );
  const site = readJson(siteConfigFile(contentDir));
  const copyrightYear = site.footer.copyright?.values?.year ?? new Date().getUTCFullYear();
  const chrome = buildChrome(
    messages,
    PRODUCT_LINKS,
    footerColumnsOf(site),
    Math.max(copyrightYear, new Date().getUTCFullYear()),
  );
  for (const [locale, byFile] of Object.entries(chrome.translations)) {
    for (const [file, data] of Object.entries(byFile))
      files.set(`i18n/${locale}/${file}`, `${JSON.stringify(data, null, 2)}\n`);
  }
  files.set('src/pages/index.js', homePageSource(messages, site.mainDocId ?? 'intro'));
  const exists = (sitePath: string) => fs.existsSync(path.join(publicDir, sitePath));
  for (const sitePath of [...findStaticReferences(bodies, authorsJson, exists), '/favicon.svg'])
    copies.set(`static${sitePath}`, path.join(publicDir, sitePath));
  const features = detectFeatures(bodies);
  const config = (prism: string[], bundler: 'faster' | 'webpack') =>
    configSource({
      title: messages[DEFAULT_LOCALE].site.title,
      tagline: messages[DEFAULT_LOCALE].site.tagline,
      url: SITE_URL,
      editUrlBase: EDIT_URL_BASE,
      bundler,
      features,
      prismLanguages: prism,
      chrome,
    });
  return { files, copies, changes, notes, features, counts, config };
}

/**
 * Installs the pinned Docusaurus in `siteDir` with `npm install`, unless the install there
 * was made from the same pins.
 * @returns {{ reused: boolean, seconds: number }}
 */
export function ensureDocusaurusInstalled(
  siteDir: string,
  features: { math: boolean; mermaid: boolean },
  logFile: string,
): { reused: boolean; seconds: number } {
  const pkg = sitePackageJson(features);
  fs.mkdirSync(siteDir, { recursive: true });
  const stampFile = path.join(siteDir, INSTALL_STAMP);
  const coreFile = path.join(siteDir, 'node_modules/@docusaurus/core/package.json');
  const stamp = fs.existsSync(stampFile) ? fs.readFileSync(stampFile, 'utf8') : '';
  const wanted = JSON.stringify(pkg.dependencies);
  fs.writeFileSync(path.join(siteDir, 'package.json'), `${JSON.stringify(pkg, null, 2)}\n`);
  if (stamp === wanted && fs.existsSync(coreFile) && readJson(coreFile).version === DOCUSAURUS_VERSION)
    return { reused: true, seconds: 0 };
  fs.rmSync(path.join(siteDir, 'node_modules'), { recursive: true, force: true });
  fs.rmSync(path.join(siteDir, 'package-lock.json'), { force: true });
  const started = process.hrtime.bigint();
  try {
    const out = execFileSync('npm', ['install', '--no-audit', '--no-fund'], {
      cwd: siteDir,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, NO_UPDATE_NOTIFIER: '1' },
    });
    fs.writeFileSync(logFile, out);
  } catch (caught) {
    const error = caught as { stdout?: string; stderr?: string };
    fs.writeFileSync(logFile, `${error.stdout ?? ''}${error.stderr ?? ''}`);
    throw new Error(`npm install of Docusaurus ${DOCUSAURUS_VERSION} in ${siteDir} failed; see ${logFile}`, {
      cause: error,
    });
  }
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  fs.writeFileSync(stampFile, wanted);
  return { reused: false, seconds };
}

/**
 * Writes the site read by readContentForDocusaurus() into `siteDir` (its install kept), with
 * the Prism grammars its installed prismjs has for the content's code languages, bundled
 * as `bundler` says (docusaurus-config.ts BUNDLERS).
 * @returns {{ plainLanguages: string[], prism: string[] }}
 */
export function writeDocusaurusSite(
  site: ReturnType<typeof readContentForDocusaurus>,
  siteDir: string,
  bundler: 'faster' | 'webpack',
): { plainLanguages: string[]; prism: string[] } {
  for (const entry of fs.readdirSync(siteDir)) {
    if (!KEPT.has(entry)) fs.rmSync(path.join(siteDir, entry), { recursive: true, force: true });
  }
  const require = createRequire(path.resolve(siteDir, 'package.json'));
  const components = JSON.parse(fs.readFileSync(require.resolve('prismjs/components.json'), 'utf8')).languages;
  const prism = prismLanguages(site.features.languages, components);
  const write = (target: string, text: string) => {
    fs.mkdirSync(path.dirname(path.join(siteDir, target)), { recursive: true });
    fs.writeFileSync(path.join(siteDir, target), text);
  };
  for (const [target, text] of site.files) write(target, text);
  for (const [target, source] of site.copies) {
    fs.mkdirSync(path.dirname(path.join(siteDir, target)), { recursive: true });
    fs.copyFileSync(source, path.join(siteDir, target));
  }
  write('docusaurus.config.js', site.config(prism.additional, bundler));
  return { plainLanguages: prism.plain, prism: prism.additional };
}

/**
 * `docusaurus build` from a clean state: `build/`, `.docusaurus/` and the bundler caches in
 * `node_modules/.cache` set aside first (set-aside.ts), as the project's are. Update checks off
 * (Docusaurus has no telemetry); its perf logger on, which only times the steps it runs anyway
 * (pair-table.ts reads it).
 * @returns {Promise<{ seconds: number, peakBytes: number, pages: number, lines: { seconds: number, text: string }[] }>}
 */
export async function runCleanDocusaurusBuild(
  siteDir: string,
  logFile: string,
): Promise<{ seconds: number; peakBytes: number; pages: number; lines: { seconds: number; text: string }[] }> {
  setAside(['build', '.docusaurus', 'node_modules/.cache'].map((dir) => path.join(siteDir, dir)));
  const run = await runMeasured('npx', ['--no', 'docusaurus', 'build'], {
    cwd: siteDir,
    env: { NO_UPDATE_NOTIFIER: '1', NEXT_TELEMETRY_DISABLED: '1', DOCUSAURUS_PERF_LOGGER: 'true' },
    logFile,
    label: 'docusaurus build',
  });
  return { ...run, pages: countHtmlFiles(path.join(siteDir, 'build')) };
}
