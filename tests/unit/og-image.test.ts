import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { drawnTitle, renderOgImage, wrapLines } from '@/lib/seo/og-image';

describe('Open Graph image of a title with emoji', () => {
  it('draws the title without its emoji, which the bundled font cannot show', () => {
    expect(drawnTitle('📦 plugin-content-docs')).toBe('plugin-content-docs');
    expect(drawnTitle('Listo ✅ y 👩‍💻 hecho')).toBe('Listo y hecho');
    expect(drawnTitle('Informes de campaña')).toBe('Informes de campaña');
  });

  it('renders such a card, and one with characters the font lacks, without asking the network for anything', async () => {
    const realFetch = globalThis.fetch;
    const asked: string[] = [];
    globalThis.fetch = (async (input: unknown) => {
      asked.push(String(input));
      throw new Error('no network');
    }) as typeof fetch;
    try {
      const png = await renderOgImage({
        title: '📦 plugin-content-docs',
        siteTitle: 'Vigía Docs',
        host: 'docs.vigia.example',
      });
      expect(png.subarray(1, 4).toString()).toBe('PNG');
      await renderOgImage({ title: 'Guía 入门 ✅', siteTitle: 'Vigía Docs', host: 'docs.vigia.example' });
    } finally {
      globalThis.fetch = realFetch;
    }
    expect(asked).toEqual([]);
  });
});

describe('the lines of a card', () => {
  const chars = (s: string) => s.length;

  it('breaks between words, inside a word only when it alone is too wide', () => {
    expect(wrapLines('a bb cc', chars, 4, 5)).toEqual(['a bb', 'cc']);
    expect(wrapLines('abcdefghij k', chars, 4, 5)).toEqual(['abcd', 'efgh', 'ij k']);
    expect(wrapLines('', chars, 4, 5)).toEqual([]);
  });

  it('ends the last line kept with an ellipsis when the text needs more lines', () => {
    expect(wrapLines('one two three four', chars, 5, 2)).toEqual(['one', 'two…']);
    expect(wrapLines('one two three four', chars, 5, 1)).toEqual(['one…']);
  });
});

describe('Open Graph image', () => {
  it('is a 1200 by 630 PNG, the size the pages announce', async () => {
    const png = await renderOgImage({
      title: 'Informes de campaña',
      siteTitle: 'Documentación de Vigía',
      host: 'docs.vigia.example',
    });
    expect(png.subarray(1, 4).toString()).toBe('PNG');
    // The IHDR chunk: width then height, big-endian, from byte 16.
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630]);
  });

  it('shows the site name at the top, the title, and the host at the bottom, inside the card', async () => {
    const png = await renderOgImage({ title: 'Tags', siteTitle: 'Vigía Documentation', host: 'docs.vigia.example' });
    /** Pixels of a band of the card that are not its background (#16181d). */
    const inked = async (top: number, height: number) => {
      const { data, info } = await sharp(png)
        .extract({ left: 80, top, width: 400, height })
        .removeAlpha()
        .raw()
        .toBuffer({ resolveWithObject: true });
      let count = 0;
      for (let i = 0; i < data.length; i += info.channels)
        if (Math.abs(data[i]! - 0x16) + Math.abs(data[i + 1]! - 0x18) + Math.abs(data[i + 2]! - 0x1d) > 60) count++;
      return count;
    };
    expect(await inked(90, 40)).toBeGreaterThan(500); // the site name
    expect(await inked(290, 80)).toBeGreaterThan(500); // the title
    expect(await inked(520, 40)).toBeGreaterThan(500); // the host
    expect(await inked(180, 80)).toBe(0); // nothing between name and title
  });
});

describe('Open Graph images of a build', () => {
  const card = (title: string, siteTitle = 'Vigía Docs') => ({ title, siteTitle, host: 'docs.vigia.example' });
  const saved = { ...process.env };

  it('draws each distinct card once, shares it between the pages that show it, and on a warm build draws none and links them from the cache', async () => {
    const { drawOgImages } = await import('@/scripts/draw-og-images');
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'og-'));
    process.env.VIGIA_BUILD_CACHE_DIR = path.relative(process.cwd(), path.join(dir, 'cache'));
    delete process.env.VIGIA_BUILD_CACHE;
    try {
      // The same doc in two versions shows one card; a locale's site name makes another.
      const jobs = (out: string) => [
        { file: path.join(dir, out, 'v1', 'uno.png'), card: card('Uno') },
        { file: path.join(dir, out, 'v2', 'uno.png'), card: card('Uno') },
        { file: path.join(dir, out, 'en', 'uno.png'), card: card('Uno', 'Vigía Documentation') },
        { file: path.join(dir, out, 'dos.png'), card: card('Dos') },
      ];
      expect(await drawOgImages(jobs('clean'))).toEqual({ drawn: 3, reused: 1 });
      for (const job of jobs('clean'))
        expect(fs.readFileSync(job.file).equals(await renderOgImage(job.card))).toBe(true);

      expect(await drawOgImages(jobs('warm'))).toEqual({ drawn: 0, reused: 4 });
      for (const job of jobs('warm')) {
        expect(fs.readFileSync(job.file).equals(await renderOgImage(job.card))).toBe(true);
        // Linked from the cache, not read back and written again.
        expect(fs.statSync(job.file).nlink).toBeGreaterThan(1);
      }
    } finally {
      process.env = saved;
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
