/**
 * The Open Graph image of a page: its title on a card with the site's name, drawn by
 * `next/og` (Satori and resvg, bundled with Next.js with its own Geist font), so no
 * font or service is fetched. Written by scripts/write-build-extras.ts, one PNG a page.
 */
import { ImageResponse } from 'next/og';
import type { ReactElement } from 'react';
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
  return title.replace(/\p{Extended_Pictographic}(?:\uFE0F|\u200D\p{Extended_Pictographic})*/gu, '').replace(/\s{2,}/g, ' ').trim();
}

/** The card as a Satori element tree (flexbox only, inline styles). */
export function buildOgCardElement(card: OgCard): ReactElement {
  const title = drawnTitle(card.title);
  return (
    <div style={{ display: 'flex', flexDirection: 'column', justifyContent: 'space-between', width: '100%', height: '100%', padding: '72px 80px', background: '#16181d', color: '#f5f6f7', borderTop: '16px solid #0b5c8a' }}>
      <div style={{ display: 'flex', fontSize: 34, color: '#7cc4f0' }}>{card.siteTitle}</div>
      <div style={{ display: 'flex', fontSize: titleSize(title), lineHeight: 1.15 }}>{title}</div>
      <div style={{ display: 'flex', fontSize: 28, color: '#b8bec8' }}>{card.host}</div>
    </div>
  );
}

/** Renders under way, and the real `fetch` they replaced: renders may overlap (scripts/draw-og-images.ts). */
let rendersUnderWay = 0;
let realFetch: typeof fetch | undefined;

/**
 * Renders a card to PNG bytes. Any network request (Satori asks for a missing glyph's
 * font, or an emoji) fails instead of leaving the machine, while any render is under way.
 */
export async function renderOgImage(card: OgCard): Promise<Buffer> {
  if (rendersUnderWay++ === 0) {
    realFetch = globalThis.fetch;
    globalThis.fetch = (async (input: unknown) => {
      throw new Error(`tried to fetch ${String(input)}: use only characters of the bundled font`);
    }) as typeof fetch;
  }
  try {
    const response = new ImageResponse(buildOgCardElement(card), { ...OG_IMAGE_SIZE });
    return Buffer.from(await response.arrayBuffer());
  } catch (error) {
    throw new Error(`Open Graph image of "${card.title}": ${error instanceof Error ? error.message : String(error)}`);
  } finally {
    if (--rendersUnderWay === 0) globalThis.fetch = realFetch!;
  }
}
