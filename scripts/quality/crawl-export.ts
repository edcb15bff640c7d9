#!/usr/bin/env node
/**
 * Crawls a static export the way a visitor and a search engine would, without a
 * browser: from the seed addresses it follows every internal reference (links, `<link>`
 * alternates and feeds, scripts, styles, images, `og:image`, the sitemap's and feeds'
 * absolute URLs, the Markdown twins and llms.txt) and resolves each exactly as
 * scripts/serve.ts does. A reference is broken when no file answers it, or when its
 * `#anchor` names no element of the target page.
 *
 * Usage: node scripts/run-bundled.mjs scripts/quality/crawl-export.ts [out] [siteUrl]   (BASE_PATH=/sub; prints the broken ones)
 */
import fs from 'node:fs';
import path from 'node:path';
import { decodeHtmlEntities as decodeEntities } from '../../lib/html-entities';
import { resolveFile } from '../serve';
import { isEntryModule } from '../is-entry-module';

/** Where the crawl starts: both home pages, and the files robots and AI readers start from. */
export const DEFAULT_SEEDS = ['/', '/en/', '/404.html', '/robots.txt', '/sitemap.xml', '/llms.txt'];

function readAttributes(tagSource: string) {
  const attributes: Record<string, string> = {};
  for (const match of tagSource.matchAll(/([^\s=/>]+)(?:="([^"]*)"|='([^']*)')?/g)) {
    attributes[match[1]!.toLowerCase()] = decodeEntities(match[2] ?? match[3] ?? '');
  }
  return attributes;
}

/** URLs of a `srcset`. */
function splitSrcset(value: string) {
  return value
    .split(',')
    .map((part) => part.trim().split(/\s+/)[0])
    .filter((url): url is string => Boolean(url));
}

/**
 * Every reference and every id of an HTML page.
 * @returns {{ refs: string[], ids: Set<string> }}
 */
export function readHtml(html: string): { refs: string[]; ids: Set<string> } {
  const refs: string[] = [];
  const ids = new Set<string>();
  // Scripts' and styles' bodies are not markup; their inline data would look like tags.
  const markup = html.replace(/(<(script|style)\b[^>]*>)[\s\S]*?(<\/\2>)/gi, '$1$3');
  for (const match of markup.matchAll(/<([a-zA-Z][a-zA-Z0-9-]*)(\s[^>]*)?>/g)) {
    const tag = match[1]!.toLowerCase();
    const attrs = readAttributes(match[2] ?? '');
    if (attrs.id) ids.add(attrs.id);
    if (tag === 'a' && attrs.name) ids.add(attrs.name);
    if ((tag === 'a' || tag === 'area') && attrs.href !== undefined) refs.push(attrs.href);
    if (tag === 'link' && attrs.href && !/\b(preconnect|dns-prefetch)\b/.test(attrs.rel ?? '')) refs.push(attrs.href);
    if (['script', 'img', 'source', 'iframe', 'video', 'audio', 'track', 'embed'].includes(tag) && attrs.src)
      refs.push(attrs.src);
    if (attrs.srcset) refs.push(...splitSrcset(attrs.srcset));
    if (
      tag === 'meta' &&
      attrs.content &&
      /^(og:image|og:url|og:image:url|og:image:secure_url|twitter:image)$/.test(attrs.property ?? attrs.name ?? '')
    )
      refs.push(attrs.content);
  }
  return { refs, ids };
}

/** References in a non-HTML text file (sitemap, feeds, robots.txt, Markdown, llms.txt). */
export function readText(text: string, siteRoot: string): string[] {
  // The export's own absolute URLs; others are outside the site. A backslash ends one too:
  // JSON Feed's HTML escapes its quotes (`src=\"https://…/a.png\"`).
  const escaped = siteRoot.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const refs = [...text.matchAll(new RegExp(`${escaped}[^\\s"'<>)\\]\\\\]*`, 'g'))].map((m) => decodeEntities(m[0]));
  // Site-relative Markdown links: `[text](/docs/intro.md)`.
  refs.push(...[...text.matchAll(/\]\((\/[^\s)]*)\)/g)].map((m) => m[1]!));
  return refs;
}

/**
 * Crawls `outDir` from `seeds`.
 * @param {{ outDir: string, siteUrl: string, basePath?: string, seeds?: string[] }} options
 *   siteUrl: the origin the export is published at (SITE_URL, `https://docs.vigia.example`);
 *   absolute URLs under it and the base path are internal.
 * @returns {{ visited: number, files: Set<string>, broken: { url: string, from: string[], reason: string }[] }}
 */
/** A reference that no file answers, or an anchor that names no element. */
export interface BrokenReference {
  url: string;
  from: string[];
  reason: string;
}

export function crawlExport({
  outDir,
  siteUrl,
  basePath = '',
  seeds = DEFAULT_SEEDS,
}: {
  outDir: string;
  siteUrl: string;
  basePath?: string;
  seeds?: string[];
}): { visited: number; files: Set<string>; broken: BrokenReference[] } {
  const root = path.resolve(outDir);
  const origin = 'http://export.invalid';
  /** path → referrers */
  const referrers = new Map<string, string[]>();
  /** target path → anchors asked for → referrers */
  const anchors = new Map<string, Map<string, string[]>>();
  const pages = new Map<string, Set<string>>();
  const broken: BrokenReference[] = [];
  const files = new Set<string>();
  const queue: string[] = [];

  function toSitePath(href: string, fromPath: string) {
    if (href.startsWith(siteUrl + '/') || href === siteUrl) href = href.slice(siteUrl.length) || '/';
    else if (/^[a-z][a-z0-9+.-]*:/i.test(href) || href.startsWith('//')) return undefined;
    // Relative references resolve against the page's served address, base path included.
    const url = new URL(href, origin + basePath + fromPath);
    if (url.origin !== origin) return undefined;
    let pathname = decodeURIComponent(url.pathname);
    if (basePath) {
      if (pathname !== basePath && !pathname.startsWith(`${basePath}/`))
        return { pathname, hash: url.hash, outsideBase: true };
      pathname = pathname.slice(basePath.length) || '/';
    }
    return { pathname, hash: decodeURIComponent(url.hash.slice(1)) };
  }

  function enqueue(href: string, fromPath: string) {
    const target = toSitePath(href, fromPath);
    if (!target) return;
    if (target.outsideBase) {
      broken.push({ url: target.pathname, from: [fromPath], reason: `outside the base path ${basePath}` });
      return;
    }
    if (target.hash && target.pathname !== fromPath) {
      const asked = anchors.get(target.pathname) ?? new Map();
      asked.set(target.hash, [...(asked.get(target.hash) ?? []), fromPath]);
      anchors.set(target.pathname, asked);
    } else if (target.hash) {
      const asked = anchors.get(fromPath) ?? new Map();
      asked.set(target.hash, [...(asked.get(target.hash) ?? []), fromPath]);
      anchors.set(fromPath, asked);
    }
    if (!referrers.has(target.pathname)) {
      referrers.set(target.pathname, []);
      queue.push(target.pathname);
    }
    referrers.get(target.pathname)!.push(fromPath);
  }

  for (const seed of seeds) enqueue(seed.startsWith('/') ? basePath + seed : seed, '/');
  while (queue.length > 0) {
    const sitePath = queue.shift()!;
    const file = resolveFile(root, sitePath);
    if (!file) {
      broken.push({
        url: sitePath,
        from: [...new Set(referrers.get(sitePath))],
        reason: 'no file in the export answers it (a host would serve 404.html)',
      });
      continue;
    }
    files.add(file);
    const ext = path.extname(file);
    if (ext === '.html') {
      const { refs, ids } = readHtml(fs.readFileSync(file, 'utf8'));
      pages.set(sitePath, ids);
      for (const ref of refs) enqueue(ref, sitePath);
    } else if (
      ['.xml', '.txt', '.md', '.json', '.rss', '.atom'].includes(ext) &&
      !path.basename(file).startsWith('__next')
    ) {
      for (const ref of readText(fs.readFileSync(file, 'utf8'), siteUrl + basePath)) enqueue(ref, sitePath);
    }
  }
  for (const [sitePath, asked] of anchors) {
    const ids = pages.get(sitePath);
    if (!ids) continue; // A missing page is already reported; anchors into non-HTML files are not checked.
    for (const [anchor, from] of asked) {
      if (anchor !== '' && anchor !== 'top' && !ids.has(anchor))
        broken.push({
          url: `${sitePath}#${anchor}`,
          from: [...new Set(from)],
          reason: `no element with id "${anchor}" on the page`,
        });
    }
  }
  return { visited: referrers.size, files, broken };
}

/** One line per broken reference, naming where it was linked from. */
export function formatBroken(broken: BrokenReference[]): string {
  return broken
    .map(
      (b) =>
        `${b.url} — ${b.reason}; linked from ${b.from.slice(0, 5).join(', ')}${b.from.length > 5 ? ` and ${b.from.length - 5} more` : ''}`,
    )
    .join('\n');
}

const isMain = isEntryModule(import.meta.url);
if (isMain) {
  const outDir = process.argv[2] ?? 'out';
  const siteUrl = (process.argv[3] ?? process.env.SITE_URL ?? 'https://docs.vigia.example').replace(/\/$/, '');
  const result = crawlExport({ outDir, siteUrl, basePath: (process.env.BASE_PATH ?? '').replace(/\/$/, '') });
  console.log(`Crawled ${result.visited} addresses (${result.files.size} files).`);
  if (result.broken.length > 0) {
    console.error(`${result.broken.length} broken:\n${formatBroken(result.broken)}`);
    process.exit(1);
  }
}
