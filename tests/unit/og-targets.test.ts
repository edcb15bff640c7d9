import { describe, expect, it } from 'vitest';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import v8 from 'node:v8';
import vm from 'node:vm';
import { readHtmlHead, readMetaProperty, readOgTarget, readOgTargets } from '@/lib/seo/og-targets';

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

describe('readHtmlHead', () => {
  const withFile = (text: string | Buffer, check: (file: string) => void) => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'og-head-'));
    const file = path.join(dir, 'index.html');
    fs.writeFileSync(file, text);
    try {
      check(file);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  };

  it('reads a page up to the end of its head, not its body', () => {
    // Bytes that are not UTF-8 after the head: read, they would turn into replacement characters.
    const body = Buffer.alloc(1_000_000, 0xff);
    withFile(Buffer.concat([Buffer.from(HTML.replace('</html>', '')), body]), (file) => {
      expect(readHtmlHead(file)).toBe(HTML.slice(0, HTML.indexOf('</head>') + '</head>'.length));
    });
  });

  it('finds the end of a head longer than one read, even split between two reads, and keeps characters whole', () => {
    // 4076: the end tag across the first read's end; 4090: an ñ across it; 10,000: three reads.
    for (const length of [4076, 4090, 10_000]) {
      const head = `<html lang="es"><head><title>${'ñ'.repeat(length)}</title></head>`;
      withFile(`${head}<body>cuerpo</body></html>`, (file) => expect(readHtmlHead(file), String(length)).toBe(head));
    }
  });

  it('reads all of a page that has no head end', () => {
    withFile('<p>Sin cabecera</p>', (file) => expect(readHtmlHead(file)).toBe('<p>Sin cabecera</p>'));
  });
});

describe('readOgTargets on many large pages', () => {
  it('keeps none of the pages alive through the targets it returns', () => {
    // The collector, as `node --expose-gc` gives it, for one measure.
    v8.setFlagsFromString('--expose-gc');
    const gc = vm.runInNewContext('gc') as () => void;
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'og-targets-'));
    const padding = `<p>${'Texto de relleno de una página de la documentación. '.repeat(20_000)}</p>`;
    const files = Array.from({ length: 40 }, (_, i) => {
      const file = path.join(dir, `${i}.html`);
      fs.writeFileSync(
        file,
        `<!DOCTYPE html><html lang="es"><head><meta charSet="utf-8"/><title>Guía de simulaciones ${i} | Vigía</title><meta property="og:title" content="Guía de simulaciones de phishing ${i}"/><meta property="og:image" content="https://docs.vigia.example/og/es/docs/copies-${i}/user-guide/phishing-simulations.png"/></head><body>${padding}</body></html>`,
      );
      return file;
    });
    try {
      gc();
      const before = process.memoryUsage().heapUsed;
      const targets = readOgTargets(files, 'https://docs.vigia.example/');
      gc();
      const kept = process.memoryUsage().heapUsed - before;
      expect(targets.map((t) => t.title)).toContain('Guía de simulaciones de phishing 39');
      // 40 pages of 1 MB: targets holding their pages would keep 40 MB.
      expect(kept).toBeLessThan(8_000_000);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
