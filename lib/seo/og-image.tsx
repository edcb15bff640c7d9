/**
 * The Open Graph image of a page: its title on a card with the site's name, laid out by
 * Satori (text as paths, in the Geist font `next/og` ships) and turned into PNG by sharp
 * (libvips: native, on its own threads). Satori is given its one font and no way to load
 * another, so no font or service is fetched. Written by scripts/write-build-extras.ts, one
 * PNG a page.
 *
 * Why not `next/og`'s ImageResponse, which drew them before: it wraps the same Satori and
 * draws with resvg compiled to WebAssembly, several times slower an image than Satori and
 * sharp's threads, and the bench's x100 content has over 2000 pages.
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import type { ReactElement } from 'react';
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

/**
 * The card as a Satori element tree (flexbox only, inline styles). Its padding and border
 * count inside the 1200×630 card (border-box): laid out content-box, they pushed the host
 * below the bottom edge.
 */
export function buildOgCardElement(card: OgCard): ReactElement {
  const title = drawnTitle(card.title);
  return (
    <div
      style={{
        display: 'flex',
        flexDirection: 'column',
        justifyContent: 'space-between',
        boxSizing: 'border-box',
        width: '100%',
        height: '100%',
        padding: '72px 80px',
        background: '#16181d',
        color: '#f5f6f7',
        borderTop: '16px solid #0b5c8a',
      }}
    >
      <div style={{ display: 'flex', fontSize: 34, color: '#7cc4f0' }}>{card.siteTitle}</div>
      <div style={{ display: 'flex', fontSize: titleSize(title), lineHeight: 1.15 }}>{title}</div>
      <div style={{ display: 'flex', fontSize: 28, color: '#b8bec8' }}>{card.host}</div>
    </div>
  );
}

/** Geist Regular, as `next/og` ships it (the cards drew in it before). */
const FONT_FILE = 'next/dist/compiled/@vercel/og/Geist-Regular.ttf';
let font: Buffer | undefined;

function cardFont(): Buffer {
  if (!font) {
    try {
      font = fs.readFileSync(createRequire(import.meta.url).resolve(FONT_FILE));
    } catch (error) {
      throw new Error(
        `Open Graph images: the card's font ${FONT_FILE} is missing (${error instanceof Error ? error.message : String(error)}); has Next.js moved it?`,
      );
    }
  }
  return font;
}

/**
 * Renders a card to PNG bytes. A character the font has no glyph for is left blank: Satori
 * has no way to ask for another font.
 */
export async function renderOgImage(card: OgCard): Promise<Buffer> {
  try {
    const svg = await satori(buildOgCardElement(card), {
      ...OG_IMAGE_SIZE,
      fonts: [{ name: 'Geist', data: cardFont(), weight: 400, style: 'normal' }],
    });
    return await sharp(Buffer.from(svg)).png().toBuffer();
  } catch (error) {
    throw new Error(`Open Graph image of "${card.title}": ${error instanceof Error ? error.message : String(error)}`);
  }
}
