import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { encodePng, pngRowBytes, pngRows } from '@/lib/seo/png';

/** 3 × 2 RGBA pixels, each different, opaque or not. */
const PIXELS = Uint8Array.from(
  [
    [255, 0, 0, 255],
    [0, 255, 0, 255],
    [0, 0, 255, 128],
    [16, 24, 29, 255],
    [245, 246, 247, 255],
    [1, 2, 3, 0],
  ].flat(),
);

describe('encodePng', () => {
  it('writes a PNG a decoder reads back pixel for pixel, its rows given in any number of parts', async () => {
    const rows = pngRows(PIXELS, 3, 2);
    expect(rows.length).toBe(2 * pngRowBytes(3));
    for (const parts of [[rows], [rows.subarray(0, 5), rows.subarray(5, 13), rows.subarray(13)]]) {
      const png = await encodePng(parts, 3, 2);
      // sharp (libspng) checks each chunk's CRC and the stream's checksum as it decodes.
      const { data, info } = await sharp(png).raw().toBuffer({ resolveWithObject: true });
      expect([info.width, info.height, info.channels]).toEqual([3, 2, 4]);
      expect([...data]).toEqual([...PIXELS]);
    }
  });

  it('refuses rows that are not the image it names', async () => {
    await expect(encodePng([pngRows(PIXELS, 3, 2)], 3, 3)).rejects.toThrow(/PNG rows of 26 bytes for 3 × 3 pixels/);
  });
});
