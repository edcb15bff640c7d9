import { expect, test } from './fixtures';

const LOCALES = [
  {
    locale: 'es',
    prefix: '',
    sidebar: 'Entradas del blog',
    pager: 'Entradas vecinas',
    newer: 'Entrada más reciente',
    older: 'Entrada anterior',
    welcome: 'Bienvenida a la documentación de Vigía',
    november: 'Novedades de noviembre de 2024',
    trends: 'Tendencias de ciberseguridad para 2025',
    readMore: (title: string) => `Leer más sobre «${title}»`,
    novemberDate: '28 de noviembre de 2024',
  },
  {
    locale: 'en',
    prefix: '/en',
    sidebar: 'Blog posts',
    pager: 'Neighbouring posts',
    newer: 'Newer post',
    older: 'Older post',
    welcome: 'Welcome to the Vigía documentation',
    november: "What's new in November 2024",
    trends: 'Cybersecurity trends for 2025',
    readMore: (title: string) => `Read more about “${title}”`,
    novemberDate: 'November 28, 2024',
  },
] as const;

for (const l of LOCALES) {
  test.describe(`blog pages in ${l.locale}`, () => {
    test('the sidebar groups the posts by year, newest first, in its own navigation landmark', async ({
      readerPage: page,
    }) => {
      await page.goto(`${l.prefix}/blog/`);
      const sidebar = page.getByRole('navigation', { name: l.sidebar });
      await expect(sidebar.getByRole('heading', { level: 2 })).toHaveText(['2025', '2024']);
      const year = (name: string) =>
        sidebar
          .locator('.blog-sidebar-year')
          .filter({ has: page.getByRole('heading', { name }) })
          .getByRole('link');
      await expect(year('2025')).toHaveText([l.trends]);
      await expect(year('2024')).toHaveText([l.november, l.welcome]);
      await expect(sidebar.locator('[aria-current="page"]')).toHaveCount(0);
    });

    test('on a post the sidebar marks that post as the current page', async ({ readerPage: page }) => {
      await page.goto(`${l.prefix}/blog/novedades-noviembre-2024/`);
      const current = page.getByRole('navigation', { name: l.sidebar }).locator('[aria-current="page"]');
      await expect(current).toHaveText(l.november);
    });

    test('below 996 px the sidebar comes after the post', async ({ page }) => {
      await page.setViewportSize({ width: 800, height: 900 });
      await page.goto(`${l.prefix}/blog/novedades-noviembre-2024/`);
      const h1 = await page.getByRole('heading', { level: 1 }).boundingBox();
      const sidebar = await page.getByRole('navigation', { name: l.sidebar }).boundingBox();
      expect(sidebar!.y).toBeGreaterThan(h1!.y + h1!.height);
    });

    test('"Read more" names the post and leads to it; the excerpt stops at the truncate marker', async ({
      readerPage: page,
    }) => {
      await page.goto(`${l.prefix}/blog/`);
      const card = page.getByRole('article').filter({ has: page.getByRole('heading', { name: l.welcome }) });
      await expect(card.locator('.markdown > p')).toHaveCount(2);
      await expect(card.getByRole('heading', { level: 2 })).toHaveCount(1);
      await card.getByRole('link', { name: l.readMore(l.welcome) }).click();
      await expect(page).toHaveURL(new RegExp(`${l.prefix}/blog/bienvenida-vigia-documentation/$`));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(l.welcome);
    });

    test('a post without the marker shows its first paragraph, then "Read more"', async ({ readerPage: page }) => {
      await page.goto(`${l.prefix}/blog/`);
      const card = page.getByRole('article').filter({ has: page.getByRole('heading', { name: l.trends }) });
      await expect(card.locator('.markdown > *')).toHaveCount(1);
      await expect(card.getByRole('link', { name: l.readMore(l.trends) })).toBeVisible();
    });

    test('a post links the newer and the older post and dates itself for the locale', async ({ readerPage: page }) => {
      await page.goto(`${l.prefix}/blog/novedades-noviembre-2024/`);
      await expect(page.locator('article.post header time')).toHaveAttribute('datetime', '2024-11-28');
      await expect(page.locator('article.post header time')).toHaveText(l.novemberDate);
      const pager = page.getByRole('navigation', { name: l.pager });
      await expect(pager.getByRole('link', { name: `${l.newer} ${l.trends}` })).toBeVisible();
      await pager.getByRole('link', { name: `${l.older} ${l.welcome}` }).click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(l.welcome);
    });

    test('author pages list their posts; the index and a post link to them', async ({ readerPage: page }) => {
      await page.goto(`${l.prefix}/blog/authors/`);
      await page.getByRole('heading', { level: 2, name: 'Laura Méndez' }).getByRole('link').click();
      await expect(page).toHaveURL(new RegExp(`${l.prefix}/blog/authors/laura-mendez/$`));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Laura Méndez');
      // The avatar is decorative (alt=""), the name beside it says who this is.
      const avatar = page.locator('main img.author-avatar');
      await expect(avatar).toBeVisible();
      expect(await avatar.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
      await expect(page.locator('.post-card-title')).toHaveText([l.november, l.welcome]);

      await page.goto(`${l.prefix}/blog/tendencias-ciberseguridad-2025/`);
      await page.locator('article.post .post-meta').getByRole('link', { name: 'Diego Romero' }).click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Diego Romero');
      await expect(page.locator('.post-card-title')).toHaveText([l.trends, l.november]);
    });
  });
}

test('three posts make one list page: /blog/page/1/ points at /blog/ and there is no page 2', async ({
  page,
  request,
}) => {
  await page.goto('/blog/page/1/');
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/blog\/$/);
  await expect(page.getByRole('navigation', { name: 'Páginas del blog' })).toHaveCount(0);
  expect((await request.get('/blog/page/2/')).status()).toBe(404);
  expect((await request.get('/en/blog/page/2/')).status()).toBe(404);
});
