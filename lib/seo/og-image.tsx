/**
 * The Open Graph image of a page: its title on a card with the site's name, laid out by
 * Satori (text as paths, in the Geist font `next/og` ships) and rasterised and turned into
 * PNG by sharp (libvips: native, on its own threads). Satori is given its one font and no
 * way to load another, so no font or service is fetched. Written by
 * scripts/draw-og-images.ts, one PNG a distinct card.
 *
 * The card is drawn in two parts: the frame (background, top border, site name, host), the
 * same on every page of a locale, drawn once per process; and the title band between them,
 * drawn per page and copied into a copy of the frame's pixels. Satori's cost grows with the
 * glyphs it draws, and the frame's were half of them.
 *
 * Why not `next/og`'s ImageResponse, which drew them before: it wraps the same Satori and
 * draws with resvg compiled to WebAssembly, several times slower an image than Satori and
 * sharp's threads, and the bench's x100 content has thousands of pages.
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import type { ReactElement, ReactNode } from 'react';
import satori from 'satori';
import sharp from 'sharp';
import { OG_IMAGE_SIZE } from '../metadata';

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
const BORDER_TOP = 16;
const PADDING_X = 80;
const PADDING_Y = 72;
/** The rows the site name and the host take (their text at 34 and 28 px, one line each). */
const SITE_TITLE_ROWS = 44;
const HOST_ROWS = 36;

/** The title band: the card's content width, between the site name and the host. */
export const TITLE_BAND = {
  left: PADDING_X,
  top: BORDER_TOP + PADDING_Y + SITE_TITLE_ROWS,
  width: WIDTH - 2 * PADDING_X,
  height: HEIGHT - BORDER_TOP - 2 * PADDING_Y - SITE_TITLE_ROWS - HOST_ROWS,
} as const;

/** Title size that keeps long titles within three lines of the card. */
function titleSize(title: string): number {
  if (title.length <= 40) return 76;
  if (title.length <= 80) return 60;
  return 48;
}

/**
 * A title as the card draws it: without emoji (`📦 plugin-content-docs`, as Docusaurus titles
 * often start), which the bundled font has no glyphs for and Satori would fetch from a CDN.
 * @example drawnTitle('📦 plugin-content-docs') === 'plugin-content-docs'
 */
export function drawnTitle(title: string): string {
  return title
    .replace(/\p{Extended_Pictographic}(?:\uFE0F|\u200D\p{Extended_Pictographic})*/gu, '')
    .replace(/\s{2,}/g, ' ')
    .trim();
}

/** One line of the frame's text, in a box of fixed height so the band's place never moves. */
function frameLine(rows: number, fontSize: number, color: string, text: string): ReactNode {
  return <div style={{ display: 'flex', alignItems: 'center', height: rows, fontSize, color }}>{text}</div>;
}

/**
 * The frame as a Satori element tree (flexbox only, inline styles): the whole card but the
 * title. Its padding and border count inside the 1200×630 card (border-box).
 */
export function buildOgFrameElement(siteTitle: string, host: string): ReactElement {
  return (
    <div
      style={{
        display: 'flex',
        flexDirection: 'column',
        justifyContent: 'space-between',
        boxSizing: 'border-box',
        width: '100%',
        height: '100%',
        padding: `${PADDING_Y}px ${PADDING_X}px`,
        background: BACKGROUND,
        borderTop: `${BORDER_TOP}px solid #0b5c8a`,
      }}
    >
      {frameLine(SITE_TITLE_ROWS, 34, '#7cc4f0', siteTitle)}
      {frameLine(HOST_ROWS, 28, '#b8bec8', host)}
    </div>
  );
}

/** The title as a Satori element tree: the band's width, as tall as its lines, on the card's background. */
export function buildOgTitleElement(title: string): ReactElement {
  const drawn = drawnTitle(title);
  return (
    <div style={{ display: 'flex', width: '100%', background: BACKGROUND, color: '#f5f6f7' }}>
      <div style={{ display: 'flex', fontSize: titleSize(drawn), lineHeight: 1.15 }}>{drawn}</div>
    </div>
  );
}

/** Geist Regular, as `next/og` ships it (the cards drew in it before). */
const FONT_FILE = 'next/dist/compiled/@vercel/og/Geist-Regular.ttf';
let fonts: Parameters<typeof satori>[1]['fonts'] | undefined;

/** The one font, as Satori takes it: one array for the process, so Satori parses the font once. */
function cardFonts(): Parameters<typeof satori>[1]['fonts'] {
  if (!fonts) {
    let data: Buffer;
    try {
      data = fs.readFileSync(createRequire(import.meta.url).resolve(FONT_FILE));
    } catch (error) {
      throw new Error(
        `Open Graph images: the card's font ${FONT_FILE} is missing (${error instanceof Error ? error.message : String(error)}); has Next.js moved it?`,
      );
    }
    fonts = [{ name: 'Geist', data, weight: 400, style: 'normal' }];
  }
  return fonts;
}

/** An element rasterised to RGB pixels, row after row; as tall as its content when `height` is not given. */
async function rasterise(
  element: ReactElement,
  width: number,
  height?: number,
): Promise<{ rows: number; pixels: Buffer }> {
  const svg = await satori(
    element,
    height === undefined ? { width, fonts: cardFonts() } : { width, height, fonts: cardFonts() },
  );
  const { data, info } = await sharp(Buffer.from(svg)).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  return { rows: info.height, pixels: data };
}

/** The frames drawn so far in this process, by site name and host (one a locale). */
const frames = new Map<string, Promise<{ pixels: Buffer }>>();

function framePixels(siteTitle: string, host: string): Promise<{ pixels: Buffer }> {
  const id = JSON.stringify([siteTitle, host]);
  let frame = frames.get(id);
  if (!frame) {
    frame = rasterise(buildOgFrameElement(siteTitle, host), WIDTH, HEIGHT);
    frames.set(id, frame);
    frame.catch(() => frames.delete(id));
  }
  return frame;
}

/**
 * Renders a card to PNG bytes: the title drawn alone, copied row by row into the frame's
 * pixels, centred in the band (as the card's flex column would place it). A character the
 * font has no glyph for is left blank: Satori has no way to ask for another font.
 */
export async function renderOgImage(card: OgCard): Promise<Buffer> {
  try {
    const [frame, title] = await Promise.all([
      framePixels(card.siteTitle, card.host),
      rasterise(buildOgTitleElement(card.title), TITLE_BAND.width),
    ]);
    const pixels = Buffer.from(frame.pixels);
    // A title taller than the band (a very long one) keeps its middle lines.
    const skipped = Math.max(0, Math.floor((title.rows - TITLE_BAND.height) / 2));
    const rows = Math.min(title.rows, TITLE_BAND.height);
    const top = TITLE_BAND.top + Math.floor((TITLE_BAND.height - rows) / 2);
    const rowBytes = TITLE_BAND.width * 3;
    for (let row = 0; row < rows; row++)
      title.pixels.copy(
        pixels,
        ((top + row) * WIDTH + TITLE_BAND.left) * 3,
        (skipped + row) * rowBytes,
        (skipped + row + 1) * rowBytes,
      );
    return await sharp(pixels, { raw: { width: WIDTH, height: HEIGHT, channels: 3 } })
      .png()
      .toBuffer();
  } catch (error) {
    throw new Error(`Open Graph image of "${card.title}": ${error instanceof Error ? error.message : String(error)}`);
  }
}
