import { expect, test } from './fixtures';
import { COMPILE_HINT, EAGER_COMPILE_MIN_BYTES } from '../../lib/perf/compile-hints';
import { readDeferredScripts } from '../../lib/perf/deferred-bundles';
import { LOCALES, POST_SLUGS } from './site-routes';

/** One page of each kind that has the site's footer. */
const PAGE_KINDS = [
  '/',
  '/docs/intro/',
  '/docs/api/users/',
  '/blog/',
  '/blog/archive/',
  '/blog/tags/api/',
  ...POST_SLUGS.map((slug) => `/blog/${slug}/`),
];

const HEAD_START =
  /^<!DOCTYPE html><html [^>]*><head><meta charSet="utf-8"\/><meta http-equiv="Content-Security-Policy" content="[^"]*"\/><link rel="expect" href="#site-footer" blocking="render"\/>/;

test.describe('first paint', () => {
  for (const { locale, prefix } of LOCALES) {
    test(`every kind of page holds its first paint until its footer is parsed, in the same place of its head (${locale})`, async ({
      request,
    }) => {
      for (const path of PAGE_KINDS) {
        const html = await (await request.get(`${prefix}${path}`)).text();
        expect(html, path).toMatch(HEAD_START);
        expect(html.match(/rel="expect"/g), path).toHaveLength(1);
        // The element the render waits for: the footer, whatever classes it wears.
        expect(html, path).toMatch(/<footer class="[^"]*" id="site-footer">/);
      }
    });
  }

  test("the framework's large chunks are compiled while they download, not on the main thread as they first run", async ({
    request,
  }) => {
    const scripts = readDeferredScripts(await (await request.get('/docs/intro/')).text());
    let large = 0;
    for (const [src] of scripts) {
      const chunk = await (await request.get(src)).text();
      if (chunk.length < EAGER_COMPILE_MIN_BYTES + COMPILE_HINT.length) continue;
      large++;
      expect(chunk.startsWith(COMPILE_HINT), src).toBe(true);
    }
    // React's and Next's router chunks at least.
    expect(large).toBeGreaterThanOrEqual(2);
  });
});
