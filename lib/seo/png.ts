/**
 * PNG files of 8-bit RGBA pixels, compressed by zlib on libuv's threads: all an Open Graph card
 * needs (lib/seo/og-image.ts). A card is mostly rows no title touches; they are stored once,
 * already in PNG's row format (`pngRows`), and each card passes them to zlib beside its own
 * rows, never copying the whole image.
 */
import zlib from 'node:zlib';

const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
/** RGBA, 8 bits a channel, as PNG's IHDR names it (colour type 6). */
const RGBA = { bitDepth: 8, colourType: 6 } as const;
const BYTES_PER_PIXEL = 4;

/** zlib's level 3: several times faster than its default 6 on a card, for somewhat larger files. */
const LEVEL = 3;

/** CRC-32 (the polynomial PNG's chunks use), a byte at a time from a table. */
const CRC_TABLE = Uint32Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(parts: readonly Uint8Array[]): number {
  let crc = 0xffffffff;
  for (const bytes of parts) for (const byte of bytes) crc = CRC_TABLE[(crc ^ byte) & 0xff]! ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

/** One chunk: its length, type, data and the CRC of type and data. */
function chunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'latin1');
  const tail = Buffer.alloc(4);
  tail.writeUInt32BE(crc32([head.subarray(4), data]), 0);
  return Buffer.concat([head, data, tail]);
}

/** The bytes of a PNG row of `width` pixels: its filter byte, then the pixels. */
export const pngRowBytes = (width: number) => 1 + width * BYTES_PER_PIXEL;

/**
 * RGBA pixels (`width` × `height`, rows top to bottom) as PNG rows: each behind its filter
 * byte, 0 (none: a card's flat rows compress as well without a filter, and faster).
 */
export function pngRows(pixels: Uint8Array, width: number, height: number): Buffer {
  const rowBytes = pngRowBytes(width);
  const rows = Buffer.alloc(height * rowBytes);
  for (let row = 0; row < height; row++)
    rows.set(pixels.subarray(row * width * BYTES_PER_PIXEL, (row + 1) * width * BYTES_PER_PIXEL), row * rowBytes + 1);
  return rows;
}

/** `parts` compressed as one zlib stream, on libuv's threads, none copied first. */
function deflate(parts: readonly Uint8Array[]): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const stream = zlib.createDeflate({ level: LEVEL, chunkSize: 64 * 1024 });
    const out: Buffer[] = [];
    stream.on('data', (data: Buffer) => out.push(data));
    stream.on('end', () => resolve(Buffer.concat(out)));
    stream.on('error', reject);
    for (const part of parts) stream.write(part);
    stream.end();
  });
}

/**
 * A PNG of `width` × `height` RGBA pixels given as PNG rows (`pngRows`), in `parts` whose
 * concatenation is every row in order.
 */
export async function encodePng(parts: readonly Uint8Array[], width: number, height: number): Promise<Buffer> {
  const size = parts.reduce((sum, part) => sum + part.length, 0);
  if (size !== height * pngRowBytes(width))
    throw new Error(
      `PNG rows of ${size} bytes for ${width} × ${height} pixels (${height * pngRowBytes(width)} expected)`,
    );
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.writeUInt8(RGBA.bitDepth, 8);
  header.writeUInt8(RGBA.colourType, 9);
  // Compression, filter and interlace methods: PNG's only ones, and no interlace.
  header.writeUInt8(0, 10);
  header.writeUInt8(0, 11);
  header.writeUInt8(0, 12);
  return Buffer.concat([
    SIGNATURE,
    chunk('IHDR', header),
    chunk('IDAT', await deflate(parts)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
