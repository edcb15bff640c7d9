/**
 * `npm run screenshots`: what a reader sees, for people to review (the tests check the
 * invariants; this is for the eye). Serves the existing `out/`, writes a PNG of every page
 * kind at 320, 390, 768 and 1280 px in light and dark, plus the open states (mobile panel,
 * locale and versions menus, search with results), the 404 with suggestions and the crash
 * page, and one `index.html` contact sheet into `screenshots/` (ignored by git).
 *
 * Usage: npm run build && npm run screenshots [-- --only=doc,post] [-- --out=dir]
 *   [-- --site=out-docusaurus --pages=home:/en/,doc:/en/docs/intro/ --widths=390,1280]  (another site's pages, e.g. an
 *   imported one: only those, without the open states)
 */
import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { chromium, type Page } from '@playwright/test';
import { breakNavbar, sidebarLink, startStaticServer } from '../tests/e2e/nav-helpers';
import { CHROMIUM_ARGS, findChromium } from '../lib/chromium';

const WIDTHS = [320, 390, 768, 1280] as const;
const MODES = ['light', 'dark'] as const;
type Mode = (typeof MODES)[number];

/** Every page kind, in Spanish (at /) and English (at /en/). */
const PAGES: readonly (readonly [string, string])[] = [
  ['home', '/'],
  ['standalone', '/markdown-page/'],
  ['doc', '/docs/user-guide/phishing-simulations/'],
  ['api-doc', '/docs/api/users/'],
  ['blog', '/blog/'],
  ['post', '/blog/tendencias-ciberseguridad-2025/'],
  ['archive', '/blog/archive/'],
  ['authors', '/blog/authors/'],
  ['author', '/blog/authors/laura-mendez/'],
  ['tags', '/blog/tags/'],
  ['tag', '/blog/tags/phishing/'],
  ['en-home', '/en/'],
  ['en-doc', '/en/docs/api/authentication/'],
  ['en-post', '/en/blog/novedades-noviembre-2024/'],
];

/**
 * A versioned doc (an older version, with its banner), shot when the site served has one: the
 * imported fixture's export, whose versions `npm run build:imported` cuts
 * (`npm run screenshots -- --site=out-docusaurus --only=versioned-doc,versioned-menu,versioned-tags`).
 */
const VERSIONED_DOC = '/docs/1.0/intro/';

/** Open states: each opens something on a loaded page, at the widths where it exists. */
const STATES: readonly {
  name: string;
  url: string;
  widths: readonly number[];
  prepare?: (page: Page) => Promise<unknown>;
  open: (page: Page) => Promise<void>;
}[] = [
  {
    name: 'mobile-panel',
    url: '/docs/api/users/',
    widths: [320, 390, 768],
    open: (page) => page.getByRole('button', { name: 'Menú', exact: true }).click(),
  },
  {
    name: 'locale-menu',
    url: '/docs/api/users/',
    widths: [1280],
    open: (page) =>
      page
        .getByRole('banner')
        .getByRole('button', { name: /elegir idioma/ })
        .click(),
  },
  {
    name: 'versions-menu',
    url: '/docs/api/users/',
    widths: [1280],
    open: (page) =>
      page
        .getByRole('banner')
        .getByRole('button', { name: /versión de la documentación/ })
        .click(),
  },
  {
    name: 'search',
    url: '/docs/intro/',
    widths: WIDTHS,
    open: async (page) => {
      await page.keyboard.press('Control+k');
      await page.getByRole('combobox').fill('phishing');
      await page.getByRole('option').first().waitFor({ timeout: 20_000 });
    },
  },
  {
    name: 'not-found',
    url: '/docs/simulaciones-phising/',
    widths: WIDTHS,
    open: (page) => page.getByRole('link').filter({ hasText: 'Simulaciones' }).first().waitFor({ timeout: 20_000 }),
  },
  {
    name: 'crash',
    url: '/docs/user-guide/getting-started/',
    widths: [390, 1280],
    // Broken before the page loads, so a prefetch cannot fetch the intact data first.
    prepare: (page) => breakNavbar(page, '/docs/user-guide/dashboard/', 'screenshot-crash'),
    open: async (page) => {
      if ((page.viewportSize()?.width ?? 0) < 996) {
        await page.getByRole('button', { name: 'Menú', exact: true }).click();
        await page.getByRole('dialog').getByRole('link', { name: 'Panel de control', exact: true }).click();
      } else {
        await sidebarLink(page, 'Panel de control').click();
      }
      await page.getByRole('heading', { name: 'El sitio ha fallado' }).waitFor();
    },
  },
];

function option(name: string): string | undefined {
  return process.argv.find((arg) => arg.startsWith(`--${name}=`))?.slice(name.length + 3);
}

async function main() {
  const outDir = resolve(option('out') ?? 'screenshots');
  const only = option('only')?.split(',');
  rmSync(outDir, { recursive: true, force: true });
  mkdirSync(outDir, { recursive: true });
  const site = option('site') ?? 'out';
  const server = await startStaticServer(site, process.env.BASE_PATH ?? '');
  const versioned = existsSync(join(site, VERSIONED_DOC, 'index.html'));
  const browser = await chromium.launch({ executablePath: findChromium(), args: CHROMIUM_ARGS });
  const shots: { group: string; file: string; label: string }[] = [];

  const shoot = async (
    group: string,
    url: string,
    width: number,
    mode: Mode,
    open?: (page: Page) => Promise<void>,
    prepare?: (page: Page) => Promise<unknown>,
  ) => {
    const context = await browser.newContext({ viewport: { width, height: 900 }, colorScheme: mode });
    await context.addInitScript((stored) => localStorage.setItem('theme', stored), mode);
    const page = await context.newPage();
    await prepare?.(page);
    await page.goto(server.origin + url);
    // The toggle knows its mode once the page has hydrated (the 404 page has none).
    await page
      .locator('.colour-mode-toggle[data-mode]')
      .first()
      .waitFor({ state: 'attached', timeout: 5_000 })
      .catch(() => undefined);
    if (open) await open(page);
    const file = `${group}-${width}-${mode}.png`;
    // Open states are about the viewport; pages are shot whole, as a reviewer scrolls them.
    await page.screenshot({ path: join(outDir, file), fullPage: !open, animations: 'disabled' });
    shots.push({ group, file, label: `${width} px, ${mode}` });
    await context.close();
  };

  const pages = option('pages')
    ?.split(',')
    .map((entry) => [entry.slice(0, entry.indexOf(':')), entry.slice(entry.indexOf(':') + 1)] as const);
  const widths = option('widths')?.split(',').map(Number) ?? WIDTHS;
  try {
    for (const [name, url] of pages ?? PAGES) {
      if (only && !only.includes(name)) continue;
      for (const width of widths) for (const mode of MODES) await shoot(name, url, width, mode);
    }
    const versionedStates: {
      name: string;
      url: string;
      widths: number[];
      open?: (page: Page) => Promise<void>;
      prepare?: undefined;
    }[] = versioned
      ? [
          { name: 'versioned-doc', url: VERSIONED_DOC, widths: [390, 1280] },
          { name: 'versioned-tags', url: VERSIONED_DOC.replace(/[^/]+\/$/, 'tags/'), widths: [390, 1280] },
          {
            name: 'versioned-menu',
            url: VERSIONED_DOC,
            widths: [390, 1280],
            // Below 996 px the versions are in the mobile panel.
            open: async (page: Page) => {
              const menu = page.getByRole('button', { name: 'Menú', exact: true });
              if (await menu.isVisible()) await menu.click();
              else
                await page
                  .getByRole('banner')
                  .getByRole('button', { name: /versión de la documentación/ })
                  .click();
            },
          },
        ]
      : [];
    for (const state of pages ? [] : [...STATES, ...versionedStates]) {
      if (only && !only.includes(state.name)) continue;
      for (const width of state.widths)
        for (const mode of MODES) await shoot(state.name, state.url, width, mode, state.open, state.prepare);
    }
  } finally {
    await browser.close();
    await server.close();
  }

  const groups = [...new Set(shots.map((shot) => shot.group))];
  const sheet = groups
    .map(
      (group) =>
        `<section><h2 id="${group}">${group}</h2><div class="row">${shots
          .filter((shot) => shot.group === group)
          .map(
            (shot) =>
              `<figure><a href="${shot.file}"><img src="${shot.file}" loading="lazy" alt="${group}, ${shot.label}"></a><figcaption>${shot.label}</figcaption></figure>`,
          )
          .join('')}</div></section>`,
    )
    .join('\n');
  writeFileSync(
    join(outDir, 'index.html'),
    `<!doctype html><html lang="en"><meta charset="utf-8"><title>Vigía Docs screenshots</title><style>body{font:14px system-ui;margin:1rem}nav a{margin-right:.75rem}.row{display:flex;gap:1rem;align-items:flex-start;overflow-x:auto}figure{margin:0}img{width:220px;border:1px solid #999;display:block}</style><h1>Vigía Docs: ${shots.length} screenshots</h1><nav>${groups.map((g) => `<a href="#${g}">${g}</a>`).join('')}</nav>\n${sheet}</html>\n`,
  );
  console.log(`Wrote ${shots.length} screenshots and ${join(outDir, 'index.html')}`);
}

await main();
