import { expect, test } from './fixtures';
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
        expect(html, path).toContain('<footer class="site-footer" id="site-footer">');
      }
    });
  }
});
