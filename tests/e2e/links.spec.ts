import { expect, test } from './fixtures';
import { crawlExport, formatBroken } from '../../scripts/quality/crawl-export';

/**
 * Quality gate: from both home pages (and robots.txt, the sitemap, llms.txt and the
 * 404 page) every internal link, `#anchor`, alternate, feed, image, script, style,
 * `og:image` and Markdown twin resolves in out/ as the static server resolves it.
 * No browser: the crawl reads the files.
 */
const SITE_URL = (process.env.SITE_URL || 'https://docs.vigia.example').replace(/\/$/, '');

test('no internal link, anchor, feed, image or Markdown twin of the export is broken', () => {
  const result = crawlExport({ outDir: 'out', siteUrl: SITE_URL, basePath: '' });
  expect(result.broken.length, `broken references:\n${formatBroken(result.broken)}`).toBe(0);
  const files = [...result.files].map(String);
  // The crawl reached what the site publishes, in both locales.
  for (const expected of [
    'out/docs/intro.md',
    'out/en/docs/intro.md',
    'out/sitemap.xml',
    'out/llms.txt',
    'out/og/en/docs/intro.png',
    'out/en/blog/archive/index.html',
  ]) {
    expect(
      files.some((f) => f.endsWith(expected)),
      `the crawl reached ${expected}`,
    ).toBe(true);
  }
});
