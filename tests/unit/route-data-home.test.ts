import { describe, expect, it, vi } from 'vitest';
import { buildContentSet } from '@/lib/content/build';
import { sourcesOf } from './memory-content';

const files: Record<string, string> = { 'es/docs/a.md': '# A\n\nTexto.\n', 'en/docs/a.md': '# A\n\nText.\n' };
vi.mock('@/lib/content', async (original) => ({
  ...(await original<typeof import('@/lib/content')>()),
  getContent: () => buildContentSet(sourcesOf(files)),
}));

// Only the route data is under test: messages are their keys.
vi.mock('@/lib/translator', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/lib/translator')>()),
  getTranslations: async () => Object.assign((key: string) => key, { raw: (key: string) => key }),
}));

const { getHomePage } = await import('@/lib/route-data/home');

describe('the home page', () => {
  it('leads to the blog only when the site has posts (a Docusaurus site with blog: false has none)', async () => {
    expect(await getHomePage('es')).toMatchObject({ showBlog: false, posts: [] });
    files['es/blog/2024-01-17-launch.md'] = '---\ntitle: Lanzamiento\ndescription: D.\n---\nTexto.\n';
    expect(await getHomePage('en')).toMatchObject({ showBlog: true, posts: [{ title: 'Lanzamiento' }] });
  });
});
