import { describe, expect, it } from 'vitest';
import { drawnTitle, renderOgImage } from '@/lib/seo/og-image';

describe('Open Graph image of a title with emoji', () => {
  it('draws the title without its emoji, which the bundled font cannot show', () => {
    expect(drawnTitle('📦 plugin-content-docs')).toBe('plugin-content-docs');
    expect(drawnTitle('Listo ✅ y 👩‍💻 hecho')).toBe('Listo y hecho');
    expect(drawnTitle('Informes de campaña')).toBe('Informes de campaña');
  });

  it('renders such a card without asking the network for an emoji', async () => {
    const png = await renderOgImage({ title: '📦 plugin-content-docs', siteTitle: 'Vigía Docs', host: 'docs.vigia.example' });
    expect(png.subarray(1, 4).toString()).toBe('PNG');
  });
});
