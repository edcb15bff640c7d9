import { describe, expect, it, vi } from 'vitest';

// Only the route data is under test: messages are their keys.
vi.mock('@/lib/translator', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/lib/translator')>()),
  getTranslations: async () => Object.assign((key: string) => key, { raw: (key: string) => key }),
}));

const { getNotFoundPage } = await import('@/lib/route-data/not-found');
const { getDocsLayout, getRootLayout } = await import('@/lib/route-data/layouts');
const { contentRouteParams, getContentRoute } = await import('@/lib/route-data/content-route');
const { getDocsRoute } = await import('@/lib/route-data/docs');
const { joinSidebar } = await import('@/lib/docs/sidebar-split');

// The project's own content: the 404 page and the layouts get what they render from lib/route-data.
describe('the route data of the 404 page and the layouts', () => {
  it('gives the 404 page every locale, the default first, each with its links, and the script that picks one', async () => {
    const { texts, localeScript, sections } = await getNotFoundPage();
    expect(texts.map((t) => t.locale)).toEqual(['es', 'en']);
    expect(texts[1]!.links.map((l) => l.href)).toEqual(['/en/docs/intro/', '/en/blog/', '/en/']);
    for (const { documentTitle } of texts) expect(localeScript).toContain(JSON.stringify(documentTitle).slice(1, -1));
    expect(sections.length).toBeGreaterThan(0);
  });

  it("gives the docs layout each sidebar's top level and the address of the rest, per locale", async () => {
    const { topLevels, dataUrl } = getDocsLayout('en');
    expect(dataUrl).toBe('/en/docs/sidebar.json');
    expect(Object.keys(topLevels).length).toBeGreaterThan(0);
    // Made once a locale, not for each page it lays out (it walks every sidebar whole).
    expect(getDocsLayout('en')).toBe(getDocsLayout('en'));
    expect(getDocsLayout('es')).not.toBe(getDocsLayout('en'));
    expect((await getRootLayout('es')).sections).toEqual((await getNotFoundPage()).sections);
  });

  it("gives a doc its sidebar's branch, which the docs layout's top level completes", async () => {
    const data = await getDocsRoute('en', ['user-guide', 'dashboard']);
    if (data?.kind !== 'doc') throw new Error('not a doc');
    expect(Object.keys(data.sidebarBranch)).toEqual(['user-guide']);
    const topLevel = getDocsLayout('en').topLevels[data.model.sidebarKey]!;
    expect(joinSidebar(topLevel, data.sidebarBranch)).toEqual(data.model.sidebar);
  });

  it('gives the catch-all the paths no fixed route serves, and the page kind of each', async () => {
    expect(await contentRouteParams('en')).toEqual([{ path: ['markdown-page'] }]);
    expect(getContentRoute('es', ['markdown-page'])).toEqual({ view: 'page', params: { page: 'markdown-page' } });
    expect(getContentRoute('en', ['no-such-page'])).toBeUndefined();
  });
});
