import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
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

describe('Open Graph images drawn two at a time', () => {
  const card = (title: string) => ({ title, siteTitle: 'Vigía Docs', host: 'docs.vigia.example' });

  it('blocks the network while any render is under way, and gives fetch back once all have ended', async () => {
    const realFetch = globalThis.fetch;
    const first = renderOgImage(card('Primera'));
    const second = renderOgImage(card('Segunda'));
    await expect(globalThis.fetch('https://example.com/font.ttf')).rejects.toThrow('tried to fetch https://example.com/font.ttf');
    await Promise.all([first, second]);
    expect(globalThis.fetch).toBe(realFetch);
  });

  it('draws every job, each the image its card gives alone', async () => {
    const { drawJobs } = await import('@/scripts/draw-og-images');
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'og-'));
    const jobs = ['Uno', 'Dos', 'Tres'].map((title) => ({ file: path.join(dir, `${title}.png`), card: card(title) }));
    await drawJobs(jobs);
    for (const job of jobs) expect(fs.readFileSync(job.file).equals(await renderOgImage(job.card))).toBe(true);
    fs.rmSync(dir, { recursive: true });
  });
});
