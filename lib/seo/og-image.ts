/**
 * The Open Graph image of a page: its title on a card with the site's name, drawn by Skia
 * (@napi-rs/canvas, native) in the Geist font `next/og` ships, and turned into PNG by zlib
 * (lib/seo/png.ts: sharp's pipeline cost a card more than the compression itself). Written by
 * scripts/draw-og-images.ts, one PNG a distinct card.
 *
 * Why not Satori, which laid the cards out before: it turns every glyph into an SVG path in
 * JavaScript, which sharp then rasterised, several times the CPU a card, and the bench's
 * x100 content has thousands of pages (bench/history.json has the figures). Only the one font file is read; nothing is fetched.
 */
import { createRequire } from 'node:module';
import { createCanvas, GlobalFonts, type SKRSContext2D } from '@napi-rs/canvas';
import { OG_IMAGE_SIZE } from '../metadata';
import { encodePng, pngRowBytes, pngRows } from './png';

/** What a card shows. */
export interface OgCard {
  /** The page's title, large. */
  title: string;
  /** The site's name in the page's locale. */
  siteTitle: string;
  /** The host the site is published at (`docs.vigia.example`). */
  host: string;
}

const { width: WIDTH, height: HEIGHT } = OG_IMAGE_SIZE;
const BACKGROUND = '#16181d';
const BORDER = { height: 16, colour: '#0b5c8a' };
const PADDING_X = 80;
const PADDING_Y = 72;
const SITE_TITLE = { rows: 44, size: 34, colour: '#7cc4f0' };
const HOST = { rows: 36, size: 28, colour: '#b8bec8' };
const TITLE_COLOUR = '#f5f6f7';
const LINE_HEIGHT = 1.15;

/** The title band: the card's content width, between the site name and the host. */
export const TITLE_BAND = {
  left: PADDING_X,
  top: BORDER.height + PADDING_Y + SITE_TITLE.rows,
  width: WIDTH - 2 * PADDING_X,
  height: HEIGHT - BORDER.height - 2 * PADDING_Y - SITE_TITLE.rows - HOST.rows,
} as const;

/** Title size that keeps long titles within three lines of the card. */
function titleSize(title: string): number {
  if (title.length <= 40) return 76;
  if (title.length <= 80) return 60;
  return 48;
}

/**
 * A title as the card draws it: without emoji (`📦 plugin-content-docs`, as Docusaurus titles
 * often start), which the bundled font has no glyphs for.
 * @example drawnTitle('📦 plugin-content-docs') === 'plugin-content-docs'
 */
export function drawnTitle(title: string): string {
  return title
    .replace(/\p{Extended_Pictographic}(?:\uFE0F|\u200D\p{Extended_Pictographic})*/gu, '')
    .replace(/\s{2,}/g, ' ')
    .trim();
}

/**
 * `text` in lines no wider than `width` (as `measure` gives widths), broken between words,
 * and inside a word only when the word alone is wider; past `maxLines`, the last line kept
 * ends in an ellipsis.
 * @example wrapLines('a bb cc', (s) => s.length, 4, 5) → ['a bb', 'cc']
 */
export function wrapLines(text: string, measure: (text: string) => number, width: number, maxLines: number): string[] {
  const lines: string[] = [];
  let line = '';
  const fits = (candidate: string) => measure(candidate) <= width;
  for (const word of text.split(' ').filter(Boolean)) {
    const joined = line ? `${line} ${word}` : word;
    if (fits(joined)) {
      line = joined;
      continue;
    }
    if (line) lines.push(line);
    line = '';
    for (const char of word) {
      if (line && !fits(line + char)) {
        lines.push(line);
        line = '';
      }
      line += char;
    }
  }
  if (line) lines.push(line);
  if (lines.length <= maxLines) return lines;
  const kept = lines.slice(0, maxLines);
  let last = kept[maxLines - 1]!;
  while (last && !fits(`${last}…`)) last = [...last].slice(0, -1).join('');
  kept[maxLines - 1] = `${last.trimEnd()}…`;
  return kept;
}

/** Geist Regular, as `next/og` ships it, under a family name no installed font has. */
const FONT_FILE = 'next/dist/compiled/@vercel/og/Geist-Regular.ttf';
const FONT_FAMILY = 'VigiaCard';
let fontRegistered = false;

function registerFont(): void {
  if (fontRegistered) return;
  let file: string;
  try {
    file = createRequire(import.meta.url).resolve(FONT_FILE);
  } catch (error) {
    throw new Error(
      `Open Graph images: the card's font ${FONT_FILE} is missing (${error instanceof Error ? error.message : String(error)}); has Next.js moved it?`,
    );
  }
  if (!GlobalFonts.registerFromPath(file, FONT_FAMILY))
    throw new Error(`Open Graph images: the card's font ${file} could not be read as a font.`);
  fontRegistered = true;
}

/** The context of a canvas in the card's background: opaque, text centred on its y. */
function cardCanvas(width: number, height: number): SKRSContext2D {
  registerFont();
  const canvas = createCanvas(width, height);
  const context = canvas.getContext('2d', { alpha: false });
  // Text lays out the same whatever language the host runs in.
  context.lang = 'en';
  context.textBaseline = 'middle';
  context.fillStyle = BACKGROUND;
  context.fillRect(0, 0, width, height);
  return context;
}

/** One line of text, vertically centred on `middle`, cut with an ellipsis to the content width. */
function drawLine(context: SKRSContext2D, text: string, size: number, colour: string, middle: number): void {
  context.font = `${size}px ${FONT_FAMILY}`;
  context.fillStyle = colour;
  const [fitted = ''] = wrapLines(text, (s) => context.measureText(s).width, TITLE_BAND.width, 1);
  context.fillText(fitted, PADDING_X, middle);
}

/** The frames drawn so far in this process, as PNG rows (lib/seo/png.ts), by site name and host (one a locale). */
const frames = new Map<string, Buffer>();

/** The card without its title, as PNG rows: background, top border, site name and host. */
function frameRows(siteTitle: string, host: string): Buffer {
  const id = JSON.stringify([siteTitle, host]);
  let frame = frames.get(id);
  if (!frame) {
    const context = cardCanvas(WIDTH, HEIGHT);
    context.fillStyle = BORDER.colour;
    context.fillRect(0, 0, WIDTH, BORDER.height);
    const top = BORDER.height + PADDING_Y;
    drawLine(context, siteTitle, SITE_TITLE.size, SITE_TITLE.colour, top + SITE_TITLE.rows / 2);
    drawLine(context, host, HOST.size, HOST.colour, HEIGHT - PADDING_Y - HOST.rows / 2);
    frame = pngRows(pixelsOf(context, WIDTH, HEIGHT), WIDTH, HEIGHT);
    frames.set(id, frame);
  }
  return frame;
}

function pixelsOf(context: SKRSContext2D, width: number, height: number): Buffer {
  const { data } = context.getImageData(0, 0, width, height);
  return Buffer.from(data.buffer, data.byteOffset, data.byteLength);
}

/** Where titles are measured, one for the process. */
let measuringContext: SKRSContext2D | undefined;

/** Room around the title's lines for glyphs that reach past their advance (`j`, `f`) and for antialiasing. */
const INK_MARGIN = 4;

/**
 * Renders a card to PNG bytes: the title centred in the band between the site name and the
 * host, drawn on a canvas just its size and copied into the rows of the frame it covers,
 * the frame drawn once a locale (reading pixels back from Skia costs more than drawing
 * them). A character the font has no glyph for is drawn in an installed font that has it, if any.
 */
export async function renderOgImage(card: OgCard): Promise<Buffer> {
  try {
    const frame = frameRows(card.siteTitle, card.host);
    const title = drawnTitle(card.title);
    const size = titleSize(title);
    const lineRows = size * LINE_HEIGHT;
    const font = `${size}px ${FONT_FAMILY}`;
    const measuring = (measuringContext ??= cardCanvas(1, 1));
    measuring.font = font;
    const measure = (s: string) => measuring.measureText(s).width;
    const lines = wrapLines(title, measure, TITLE_BAND.width, Math.floor(TITLE_BAND.height / lineRows));
    if (lines.length === 0) return await encodePng([frame], WIDTH, HEIGHT);
    const left = TITLE_BAND.left - INK_MARGIN;
    const top = Math.round(TITLE_BAND.top + (TITLE_BAND.height - lines.length * lineRows) / 2);
    const width = Math.min(WIDTH - left, Math.ceil(Math.max(...lines.map(measure))) + 2 * INK_MARGIN);
    const height = Math.ceil(lines.length * lineRows);
    const context = cardCanvas(width, height);
    context.font = font;
    context.fillStyle = TITLE_COLOUR;
    lines.forEach((line, index) => context.fillText(line, INK_MARGIN, (index + 0.5) * lineRows));
    const box = pixelsOf(context, width, height);
    // The frame's rows the title covers, with the title in them; the others are the frame's own.
    const rowBytes = pngRowBytes(WIDTH);
    const titleRows = Buffer.from(frame.subarray(top * rowBytes, (top + height) * rowBytes));
    for (let row = 0; row < height; row++)
      box.copy(titleRows, row * rowBytes + 1 + left * 4, row * width * 4, (row + 1) * width * 4);
    return await encodePng(
      [frame.subarray(0, top * rowBytes), titleRows, frame.subarray((top + height) * rowBytes)],
      WIDTH,
      HEIGHT,
    );
  } catch (error) {
    throw new Error(`Open Graph image of "${card.title}": ${error instanceof Error ? error.message : String(error)}`);
  }
}
