import { expect, test } from './fixtures';

const COLUMNS = {
  es: [
    [
      'Documentación',
      [
        ['Introducción', '/docs/intro/'],
        ['Guía de usuario', '/docs/user-guide/getting-started/'],
        ['Referencia de la API', '/docs/api/overview/'],
      ],
    ],
    [
      'Plataforma',
      [
        ['Aplicación web (sitio externo)', 'https://app.vigia.example'],
        ['Panel de administración (sitio externo)', 'https://admin.vigia.example'],
        ['Sitio web (sitio externo)', 'https://vigia.example'],
      ],
    ],
    [
      'Soporte',
      [
        ['Blog', '/blog/'],
        ['Contacto (sitio externo)', 'mailto:soporte@vigia.example'],
        ['GitHub (sitio externo)', 'https://github.com/vigia-platform'],
      ],
    ],
  ],
  en: [
    [
      'Documentation',
      [
        ['Introduction', '/en/docs/intro/'],
        ['User Guide', '/en/docs/user-guide/getting-started/'],
        ['API Reference', '/en/docs/api/overview/'],
      ],
    ],
    [
      'Platform',
      [
        ['Web app (external site)', 'https://app.vigia.example'],
        ['Admin panel (external site)', 'https://admin.vigia.example'],
        ['Website (external site)', 'https://vigia.example'],
      ],
    ],
    [
      'Support',
      [
        ['Blog', '/en/blog/'],
        ['Contact (external site)', 'mailto:soporte@vigia.example'],
        ['GitHub (external site)', 'https://github.com/vigia-platform'],
      ],
    ],
  ],
} as const;

for (const [locale, url] of [
  ['es', '/docs/api/users/'],
  ['en', '/en/blog/'],
] as const) {
  test(`the footer has the old site's three columns and the copyright (${locale})`, async ({ readerPage: page }) => {
    await page.goto(url);
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('heading', { level: 2 })).toHaveText(COLUMNS[locale].map(([title]) => title));
    for (const [title, links] of COLUMNS[locale]) {
      const column = footer.getByRole('region', { name: title });
      await expect(column.getByRole('link')).toHaveCount(links.length);
      for (const [name, href] of links) {
        await expect(column.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
      }
    }
    await expect(footer.getByText('Copyright © 2025 Vigía', { exact: true })).toBeVisible();
  });
}

test("a footer link to a doc leads there; on a page shorter than the window, the footer is at the window's bottom", async ({
  page,
}) => {
  // Taller than the home page: the main landmark takes the room left, as in Docusaurus.
  await page.setViewportSize({ width: 1280, height: 3000 });
  await page.goto('/en/');
  const footer = (await page.getByRole('contentinfo').boundingBox())!;
  expect(Math.round(footer.y + footer.height)).toBe(3000);
  await page.getByRole('contentinfo').getByRole('link', { name: 'API Reference' }).click();
  await expect(page).toHaveURL(/\/en\/docs\/api\/overview\/$/);
});
