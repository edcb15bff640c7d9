import { expect, test } from './fixtures';
import { XMLParser } from 'fast-xml-parser';
import { DOC_IDS, LOCALES, POST_SLUGS, ROUTE_KEYS, urlOf } from './site-routes';

/**
 * What search engines, social networks and AI readers fetch, served by the static
 * host: the sitemap, robots.txt, each page's head, its Open Graph image, the Markdown
 * twins and llms.txt. Expected addresses come from site-routes.ts, not the model.
 */
const SITE = 'https://docs.vigia.example';

test('sitemap.xml lists every page of both locales with es, en and x-default alternates', async ({ request }) => {
  const response = await request.get('/sitemap.xml');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toContain('xml');
  const parsed = new XMLParser({
    ignoreAttributes: false,
    isArray: (name) => name === 'url' || name === 'xhtml:link',
  }).parse(await response.text());
  const urls = parsed.urlset.url as { loc: string; 'xhtml:link': { '@_hreflang': string; '@_href': string }[] }[];
  const expected = ROUTE_KEYS.flatMap((key) => LOCALES.map(({ prefix }) => `${SITE}${urlOf(key, prefix)}`));
  expect(urls.map((u) => u.loc).sort()).toEqual(expected.sort());
  const users = urls.find((u) => u.loc === `${SITE}/en/docs/api/users/`)!;
  expect(Object.fromEntries(users['xhtml:link'].map((l) => [l['@_hreflang'], l['@_href']]))).toEqual({
    es: `${SITE}/docs/api/users/`,
    en: `${SITE}/en/docs/api/users/`,
    'x-default': `${SITE}/docs/api/users/`,
  });
});

test('robots.txt allows crawling and points to the sitemap', async ({ request }) => {
  const text = await (await request.get('/robots.txt')).text();
  expect(text).toMatch(/User-Agent: \*\nAllow: \//);
  expect(text).toContain(`Sitemap: ${SITE}/sitemap.xml`);
});

for (const { locale, prefix } of LOCALES) {
  test(`a ${locale} doc declares canonical, hreflang, description, Open Graph, Twitter card and its Markdown twin`, async ({
    page,
    request,
  }) => {
    await page.goto(`${prefix}/docs/api/users/`);
    const head = page.locator('head');
    const url = `${SITE}${prefix}/docs/api/users/`;
    await expect(head.locator('link[rel="canonical"]')).toHaveAttribute('href', url);
    await expect(head.locator('link[rel="alternate"][hreflang="x-default"]')).toHaveAttribute(
      'href',
      `${SITE}/docs/api/users/`,
    );
    await expect(head.locator('link[rel="alternate"][hreflang="en"]')).toHaveAttribute(
      'href',
      `${SITE}/en/docs/api/users/`,
    );
    await expect(head.locator('meta[name="description"]')).toHaveAttribute('content', /\w{3,}/);
    await expect(head.locator('meta[property="og:url"]')).toHaveAttribute('content', url);
    await expect(head.locator('meta[property="og:locale"]')).toHaveAttribute(
      'content',
      locale === 'es' ? 'es_ES' : 'en_US',
    );
    await expect(head.locator('meta[property="og:locale:alternate"]')).toHaveAttribute(
      'content',
      locale === 'es' ? 'en_US' : 'es_ES',
    );
    await expect(head.locator('meta[name="twitter:card"]')).toHaveAttribute('content', 'summary_large_image');
    const image = await head.locator('meta[property="og:image"]').getAttribute('content');
    expect(image).toBe(`${SITE}/og/${locale}/docs/api/users.png`);
    await expect(head.locator('meta[name="twitter:image"]')).toHaveAttribute('content', image!);
    await expect(head.locator('link[rel="alternate"][type="text/markdown"]')).toHaveAttribute(
      'href',
      `${SITE}${prefix}/docs/api/users.md`,
    );

    // The image is a 1200×630 PNG in the export, served with its type.
    const png = await request.get(image!.slice(SITE.length));
    expect(png.status()).toBe(200);
    expect(png.headers()['content-type']).toBe('image/png');
    const bytes = await png.body();
    expect(bytes.subarray(1, 4).toString()).toBe('PNG');
    expect([bytes.readUInt32BE(16), bytes.readUInt32BE(20)]).toEqual([1200, 630]);
  });
}

test('every page of both locales names an Open Graph image that the export holds', async ({ request }) => {
  test.setTimeout(120_000);
  for (const { prefix } of LOCALES) {
    for (const key of ROUTE_KEYS) {
      const response = await request.get(urlOf(key, prefix));
      const html = await response.text();
      const image = /<meta property="og:image" content="([^"]+)"/.exec(html)?.[1];
      expect(image, `${urlOf(key, prefix)} has og:image`).toMatch(/^https:\/\/docs\.vigia\.example\/og\/.+\.png$/);
      expect((await request.head(image!.slice(SITE.length))).status(), `${image} exists`).toBe(200);
    }
  }
});

for (const { locale, prefix } of LOCALES) {
  test(`the ${locale} Markdown twins hold the prose without JSX or layout`, async ({ request }) => {
    for (const id of DOC_IDS) {
      const response = await request.get(`${prefix}/docs/${id}.md`);
      expect(response.status(), `${prefix}/docs/${id}.md`).toBe(200);
      expect(response.headers()['content-type']).toContain('text/markdown');
    }
    for (const slug of POST_SLUGS)
      expect((await request.get(`${prefix}/blog/${slug}.md`)).status(), `${prefix}/blog/${slug}.md`).toBe(200);
    const text = await (await request.get(`${prefix}/docs/development/setup.md`)).text();
    expect(text).toMatch(/^# .+\n\n> .+\n/);
    expect(text).toContain('```bash');
    expect(text).toMatch(/^> \*\*.+\*\*$/m);
    expect(text).not.toMatch(/<\/?(details|summary|div|nav|Admonition)\b|^:::|className=/m);
  });
}

test('llms.txt lists the twins of both locales in the llms.txt format', async ({ request }) => {
  const text = await (await request.get('/llms.txt')).text();
  expect(text).toMatch(/^# Documentación de Vigía\n\n> .+\n\n## /);
  const links = [...text.matchAll(/^- \[.+\]\((https:[^)]+)\): .+$/gm)].map((m) => m[1]);
  const expected = LOCALES.flatMap(({ prefix }) => [
    ...DOC_IDS.map((id) => `${SITE}${prefix}/docs/${id}.md`),
    ...POST_SLUGS.map((s) => `${SITE}${prefix}/blog/${s}.md`),
  ]);
  expect(links.sort()).toEqual(expected.sort());
  expect(text).toMatch(/^## .*\(Español\)$/m);
  expect(text).toMatch(/^## .*\(English\)$/m);
});
