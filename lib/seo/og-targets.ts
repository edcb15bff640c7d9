/**
 * Which Open Graph images the export needs: read from the built pages themselves, so
 * every page any route adds gets its image, with the title its metadata declares.
 */
import fs from 'node:fs';
import { decodeHtmlEntities } from '../html-entities';
import { OG_IMAGES_PATH } from '../urls';

/** One image to draw. */
export interface OgTarget {
  /** The HTML file that names the image. */
  htmlFile: string;
  /** The image's site path below the export (`/og/es/docs/intro.png`). */
  sitePath: string;
  /** The page's `og:title`. */
  title: string;
  /** The page's `<html lang>`. */
  lang: string;
}

/** The `content` of `<meta property="name">`, whatever the attribute order. */
export function readMetaProperty(html: string, property: string): string | undefined {
  for (const tag of html.match(/<meta\s[^>]*>/g) ?? []) {
    if (!new RegExp(`\\sproperty="${property.replace(/[.:]/g, '\\$&')}"`).test(tag)) continue;
    const content = /\scontent="([^"]*)"/.exec(tag);
    if (content) return decodeHtmlEntities(content[1]!);
  }
  return undefined;
}

/**
 * The images named by pages' `og:image` under the export's own address.
 * @param siteRoot absolute URL of the export's root, with a trailing slash
 * @example readOgTarget(html, 'https://docs.vigia.example/') → { sitePath: '/og/es/docs/intro.png', title: 'Introducción', … }
 */
export function readOgTarget(html: string, htmlFile: string, siteRoot: string): OgTarget | undefined {
  const image = readMetaProperty(html, 'og:image');
  const title = readMetaProperty(html, 'og:title');
  if (!image || !title || !image.startsWith(siteRoot)) return undefined;
  const sitePath = `/${image.slice(siteRoot.length).replace(/[?#].*$/, '')}`;
  // A front-matter `image` (a file of public/ or beside the content) is the author's own: never drawn over.
  if (!sitePath.startsWith(`${OG_IMAGES_PATH}/`)) return undefined;
  const lang = /<html[^>]*\slang="([^"]+)"/.exec(html)?.[1] ?? '';
  return { htmlFile, sitePath: ownCopy(sitePath), title: ownCopy(title), lang: ownCopy(lang) };
}

/**
 * A string that shares no memory with the page it was read from: V8 keeps a whole string
 * alive for as long as any slice of it, and a target is kept for each page of the export
 * (every page's HTML, 22,000 at the bench's x1000, was held until the images were drawn).
 */
function ownCopy(text: string): string {
  return Buffer.from(text, 'utf8').toString('utf8');
}

/** How much of a page is read at a time until its head has ended: Next's heads are about 4 KB. */
const HEAD_READ = 8192;
const HEAD_END = Buffer.from('</head>');

/**
 * A page's text up to the end of its `<head>` (all of it, if it has none): its Open Graph
 * tags are there, and the rest of the page, most of its bytes, is never read.
 */
export function readHtmlHead(file: string): string {
  const fd = fs.openSync(file, 'r');
  try {
    let head = Buffer.alloc(0);
    for (;;) {
      const chunk = Buffer.allocUnsafe(HEAD_READ);
      const read = fs.readSync(fd, chunk, 0, HEAD_READ, head.length);
      if (read === 0) return head.toString('utf8');
      // From a tag's length before the new bytes: the end tag may straddle two reads.
      const from = Math.max(0, head.length - HEAD_END.length);
      head = Buffer.concat([head, chunk.subarray(0, read)]);
      const end = head.indexOf(HEAD_END, from);
      if (end >= 0) return head.toString('utf8', 0, end + HEAD_END.length);
    }
  } finally {
    fs.closeSync(fd);
  }
}

/** Reads every HTML file's head and lists the image each names (none for a page without one), in the files' order. */
export function readOgTargets(htmlFiles: readonly string[], siteRoot: string): OgTarget[] {
  return htmlFiles.flatMap((file) => readOgTarget(readHtmlHead(file), file, siteRoot) ?? []);
}

/** The images to draw, each once: the first target naming it. */
export function uniqueOgTargets(targets: readonly OgTarget[]): OgTarget[] {
  const bySitePath = new Map<string, OgTarget>();
  for (const target of targets) if (!bySitePath.has(target.sitePath)) bySitePath.set(target.sitePath, target);
  return [...bySitePath.values()];
}
