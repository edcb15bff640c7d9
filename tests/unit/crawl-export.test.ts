import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { crawlExport, formatBroken, readHtml, readText } from '@/scripts/quality/crawl-export';
import { tempFolders, writeFile } from './temp-files';

const SITE = 'https://docs.example';
const temp = tempFolders('crawl-');
let root: string;
const write = (file: string, text: string) => writeFile(path.join(root, file), text);

beforeAll(() => {
  root = temp.make();
  write(
    'index.html',
    `<html><head><link rel="alternate" hreflang="en" href="${SITE}/en/"/><meta property="og:image" content="${SITE}/og/es/index.png"/></head><body>
    <a href="/docs/a/">a</a><a href="/docs/a/#ok">ok</a><a href="/docs/a/#missing">bad anchor</a><a href="/gone/">gone</a>
    <img src="/img/x.svg" srcset="/img/x.svg 1x, /img/x2.svg 2x"/><a href="https://elsewhere.example/">ext</a><a href="mailto:a@b.c">mail</a>
    <script>var s = '<a href="/not-markup/">';</script></body></html>`,
  );
  write(
    'en/index.html',
    '<html><body><a href="#top-id">top</a><h1 id="top-id">t</h1><a href="/feed.xml">feed</a></body></html>',
  );
  write('docs/a/index.html', '<html><body><h2 id="ok">ok</h2><a href="/docs/a.md">md</a></body></html>');
  write('docs/a.md', `# A\n\n[b](${SITE}/docs/b.md) and [c](/docs/c.md)\n`);
  write('docs/c.md', '# C\n');
  write(
    'feed.xml',
    `<rss><channel><item><link>${SITE}/docs/a/</link></item><item><link>${SITE}/docs/lost/</link></item></channel></rss>`,
  );
  write('img/x.svg', '<svg/>');
  write('404.html', '<html><body>404</body></html>');
});

afterAll(temp.clean);

describe('crawlExport', () => {
  const run = () => crawlExport({ outDir: root, siteUrl: SITE, seeds: ['/', '/en/'] });

  it('reports each missing file with the pages that link to it', () => {
    const broken = run().broken;
    const byUrl = Object.fromEntries(broken.map((b) => [b.url, b]));
    expect(Object.keys(byUrl).sort()).toEqual(
      ['/docs/a/#missing', '/docs/b.md', '/docs/lost/', '/gone/', '/img/x2.svg', '/og/es/index.png'].sort(),
    );
    expect(byUrl['/gone/']!.from).toEqual(['/']);
    expect(byUrl['/docs/b.md']!.from).toEqual(['/docs/a.md']);
    expect(byUrl['/docs/lost/']!.from).toEqual(['/feed.xml']);
    expect(byUrl['/docs/a/#missing']!.reason).toBe('no element with id "missing" on the page');
  });

  it('follows absolute URLs of the site, feeds, Markdown links and same-page anchors', () => {
    const files = [...run().files].map((f) => path.relative(root, f)).sort();
    expect(files).toEqual([
      'docs/a.md',
      'docs/a/index.html',
      'docs/c.md',
      'en/index.html',
      'feed.xml',
      'img/x.svg',
      'index.html',
    ]);
  });

  it('prints one line per broken reference naming its source', () => {
    expect(formatBroken(run().broken)).toMatch(/^\/gone\/ — no file in the export answers it .*; linked from \/$/m);
  });

  it('under a base path, resolves paths below it and reports links outside it', () => {
    write('sub-site/index.html', '<html><body><a href="/sub/ok/">ok</a><a href="/ok/">outside</a></body></html>');
    write('sub-site/ok/index.html', '<html><body>ok</body></html>');
    const result = crawlExport({ outDir: path.join(root, 'sub-site'), siteUrl: SITE, basePath: '/sub', seeds: ['/'] });
    expect(result.broken.map((b) => `${b.url} ${b.reason}`)).toEqual(['/ok/ outside the base path /sub']);
  });
});

describe('readHtml', () => {
  it('ignores markup-like text inside scripts and collects ids', () => {
    const { refs, ids } = readHtml('<script>x("<a href=\\"/no/\\">")</script><a id="y" href="/yes/">y</a>');
    expect(refs).toEqual(['/yes/']);
    expect([...ids]).toEqual(['y']);
  });
});

describe('readText', () => {
  it("ends an address at the backslash of JSON Feed's escaped quotes", () => {
    const json = JSON.stringify({ content_html: `<img src="${SITE}/assets/a-1a2b3c4d.png" alt="a">` });
    expect(readText(json, SITE)).toEqual([`${SITE}/assets/a-1a2b3c4d.png`]);
  });
});
