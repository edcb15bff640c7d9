import { describe, expect, it } from 'vitest';
import { readMetaProperty, readOgTarget } from '@/lib/seo/og-targets';

const HTML =
  '<!DOCTYPE html><html lang="en"><head><meta property="og:title" content="What&#x27;s new &amp; “next”"/><meta content="https://docs.vigia.example/og/en/blog/x.png" property="og:image"/></head></html>';

describe('readOgTarget', () => {
  it('reads the image path below the site root, the title and the language of a built page', () => {
    expect(readOgTarget(HTML, 'out/en/blog/x/index.html', 'https://docs.vigia.example/')).toEqual({
      htmlFile: 'out/en/blog/x/index.html',
      sitePath: '/og/en/blog/x.png',
      title: "What's new & “next”",
      lang: 'en',
    });
  });
  it('skips a page without an image, or whose image is on another site', () => {
    expect(
      readOgTarget(
        '<html lang="es"><head><meta property="og:title" content="x"/></head></html>',
        'f',
        'https://docs.vigia.example/',
      ),
    ).toBeUndefined();
    expect(readOgTarget(HTML, 'f', 'https://other.example/')).toBeUndefined();
  });
  it('never draws over an image the page names itself (front-matter image in public/ or beside the content)', () => {
    for (const own of ['/img/card.png', '/assets/cover-1a2b3c4d.png']) {
      expect(
        readOgTarget(HTML.replace('/og/en/blog/x.png', own), 'f', 'https://docs.vigia.example/'),
        own,
      ).toBeUndefined();
    }
  });
  it('strips the base path that the site root carries', () => {
    const html = HTML.replace('docs.vigia.example/og', 'docs.vigia.example/sub/og');
    expect(readOgTarget(html, 'f', 'https://docs.vigia.example/sub/')?.sitePath).toBe('/og/en/blog/x.png');
  });
});

describe('readMetaProperty', () => {
  it('matches the exact property, not a longer one', () => {
    expect(
      readMetaProperty(
        '<meta property="og:image:alt" content="a"/><meta property="og:image" content="b"/>',
        'og:image',
      ),
    ).toBe('b');
  });
});
