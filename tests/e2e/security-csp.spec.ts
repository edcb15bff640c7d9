import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { expect, test, type Page } from './fixtures';
import { breakNavbar, sidebarLink, startStaticServer } from './nav-helpers';
import { FIRST_QUERY_TIMEOUT, openSearchWithButton } from './search-page';
import { LOCALES, urlOf } from './site-routes';

/** Records every CSP violation and CSP console error of the page, from before its first script. */
async function watchPolicy(page: Page) {
  const violations: string[] = [];
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const log = ((window as unknown as { __csp?: string[] }).__csp ??= []);
      log.push(`${event.violatedDirective} ${event.blockedURI} ${event.sourceFile}:${event.lineNumber}`);
    });
  });
  page.on('console', (message) => {
    if (/Content Security Policy|Content-Security-Policy|integrity/i.test(message.text()))
      violations.push(`console: ${message.text().slice(0, 300)}`);
  });
  return async () => [
    ...violations,
    ...(await page.evaluate(() => (window as unknown as { __csp?: string[] }).__csp ?? []).catch(() => [])),
  ];
}

const PAGE_KINDS = [
  '/',
  '/markdown-page',
  '/docs/intro',
  '/docs/api/users',
  '/blog',
  '/blog/archive',
  '/blog/authors',
  '/blog/authors/diego-romero',
  '/blog/tags',
  '/blog/tags/api',
  '/blog/novedades-noviembre-2024',
];

test.describe('Content-Security-Policy', () => {
  for (const { locale, prefix } of LOCALES) {
    test(`every kind of page runs under its policy with no violation (${locale})`, async ({ page }) => {
      const violations = await watchPolicy(page);
      const found: Record<string, string[]> = {};
      for (const key of PAGE_KINDS) {
        await page.goto(urlOf(key, prefix), { waitUntil: 'networkidle' });
        await expect(page.locator('meta[http-equiv="Content-Security-Policy"]')).toHaveCount(1);
        found[key] = await violations();
      }
      expect(found).toEqual(Object.fromEntries(PAGE_KINDS.map((key) => [key, []])));
    });
  }

  test('client navigation, search, colour mode, announcement and mobile panel run with no violation', async ({
    page,
  }) => {
    const violations = await watchPolicy(page);
    await page.goto('/docs/user-guide/getting-started/', { waitUntil: 'networkidle' });
    await sidebarLink(page, 'Panel de control').click();
    await expect(page).toHaveURL(/\/docs\/user-guide\/dashboard\/$/);
    const ui = await openSearchWithButton(page, 'es');
    await ui.input.fill('phishing');
    await expect(ui.options.first()).toBeVisible({ timeout: FIRST_QUERY_TIMEOUT });
    await ui.options.first().click();
    await expect(ui.dialog).toBeHidden();
    await page.locator('.colour-mode-toggle[data-mode]').click();
    await page.getByRole('button', { name: 'Cerrar el anuncio' }).click();
    await page.setViewportSize({ width: 390, height: 800 });
    await page.getByRole('button', { name: 'Menú', exact: true }).click();
    await expect(page.getByRole('dialog', { name: 'Menú' })).toBeVisible();
    expect(await violations()).toEqual([]);
  });

  test('the 404 page with suggestions and the crash page run with no violation', async ({ page }) => {
    const violations = await watchPolicy(page);
    const response = await page.goto('/docs/simulaciones-phising/');
    expect(response?.status()).toBe(404);
    await expect(page.locator('meta[http-equiv="Content-Security-Policy"]')).toHaveCount(1);
    await expect(page.getByRole('link', { name: /Simulaciones de phishing/ }).first()).toBeVisible({
      timeout: FIRST_QUERY_TIMEOUT,
    });
    await breakNavbar(page, '/docs/user-guide/dashboard/', 'csp-crash');
    await page.goto('/docs/user-guide/getting-started/');
    await sidebarLink(page, 'Panel de control').click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('El sitio ha fallado');
    expect(await violations()).toEqual([]);
  });

  test('the base-URL banner runs with no violation', async ({ page }) => {
    const server = await startStaticServer('out', '/elsewhere');
    try {
      const violations = await watchPolicy(page);
      await page.goto(`${server.origin}/elsewhere/docs/intro/`);
      await expect(page.locator('#base-url-banner')).toBeVisible();
      expect(await violations()).toEqual([]);
    } finally {
      await server.close();
    }
  });

  test('every script and stylesheet an exported page names carries integrity', () => {
    const pages = readdirSync('out', { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.html'));
    expect(pages.length).toBeGreaterThan(70);
    const missing = pages.flatMap((file) =>
      (
        readFileSync(join('out', file), 'utf8').match(
          /<script src="[^"]*"[^>]*>|<link rel="(?:stylesheet|preload)"[^>]*as="script"[^>]*>|<link rel="stylesheet"[^>]*>/g,
        ) ?? []
      )
        .filter((tag) => !/\sintegrity="sha256-/.test(tag))
        .map((tag) => `${file}: ${tag}`),
    );
    expect(missing).toEqual([]);
  });

  test("Google's CSP Evaluator finds nothing of medium or high severity in the policies of the home, a doc, a post and the 404", async ({
    page,
  }) => {
    const csp = createRequire(import.meta.url)('@doyensec/csp-evaluator');
    const serious: Record<string, string[]> = {};
    for (const path of ['/', '/docs/intro/', '/en/blog/novedades-noviembre-2024/', '/no-such-page/']) {
      await page.goto(path);
      const policy = (await page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute('content'))!;
      const findings: { severity: number; directive: string; description: string }[] = new csp.CspEvaluator(
        new csp.CspParser(policy).csp,
        csp.Version.CSP3,
      ).evaluate();
      // The evaluator's keyword list predates 'wasm-unsafe-eval' (CSP Level 3, in Chrome since 97,
      // which Pagefind needs): it reports it as a syntax error. That one finding is excused, by name.
      const unknownWasmKeyword = (f: { description: string }) =>
        f.description.startsWith("'wasm-unsafe-eval' seems to be an invalid CSP keyword");
      serious[path] = findings
        .filter((f) => f.severity <= csp.Finding.Severity.MEDIUM && !unknownWasmKeyword(f))
        .map((f) => `${f.directive}: ${f.description}`);
    }
    expect(serious).toEqual({
      '/': [],
      '/docs/intro/': [],
      '/en/blog/novedades-noviembre-2024/': [],
      '/no-such-page/': [],
    });
  });

  test('an injected inline script and inline event handler do not run', async ({ page }) => {
    const violations = await watchPolicy(page);
    let injected = 0;
    await page.route('**/docs/intro/', async (route) => {
      const response = await route.fetch();
      injected += 1;
      const html = (await response.text()).replace(
        '</main>',
        '<script>window.__injected = true</script><img src="/favicon.svg" onload="window.__handler = true" alt=""></main>',
      );
      await route.fulfill({ response, body: html });
    });
    await page.goto('/docs/intro/', { waitUntil: 'networkidle' });
    // The page was served with the markup (React may drop it on hydration: the code never ran).
    expect(injected).toBeGreaterThanOrEqual(1);
    expect(
      await page.evaluate(() => [
        (window as unknown as { __injected?: boolean }).__injected,
        (window as unknown as { __handler?: boolean }).__handler,
      ]),
    ).toEqual([undefined, undefined]);
    const blocked = await violations();
    expect(blocked.filter((v) => v.startsWith('script-src')).length).toBeGreaterThanOrEqual(2);
  });
});
