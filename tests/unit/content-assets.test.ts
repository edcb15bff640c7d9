import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  assetFileName,
  isAssetFileName,
  linksToFile,
  planAssetFolder,
  relativeAssetTarget,
  resolveAssetReference,
} from '@/lib/content/assets';
import { buildContentSet } from '@/lib/content/build';
import { ContentValidationError } from '@/lib/content/errors';
import { frontMatterFieldLine } from '@/lib/content/front-matter-block';
import type { ContentSources } from '@/lib/content/sources';
import { assetHref, assetPath, isAssetHref } from '@/lib/urls';
import { FIXTURES, loadFixture } from './fixtures';

const PNG = new Uint8Array([137, 80, 78, 71, 1, 2, 3]);

describe('assetFileName', () => {
  it('names a file by its name, 8 hex digits of its content hash and its extension', () => {
    const name = assetFileName('shot.png', PNG);
    expect(name).toMatch(/^shot-[0-9a-f]{8}\.png$/);
    expect(assetFileName('other-name.png', PNG).slice(-12)).toBe(name.slice(-12));
    expect(assetFileName('shot.png', new Uint8Array([1]))).not.toBe(name);
  });

  it('makes the name safe for an address', () => {
    expect(assetFileName('Captura de pantalla (1).PNG', PNG)).toMatch(/^Captura-de-pantalla-1-[0-9a-f]{8}\.PNG$/);
    expect(assetFileName('ñandú.svg', PNG)).toMatch(/^and-[0-9a-f]{8}\.svg$/);
    expect(assetFileName('LICENSE', PNG)).toMatch(/^LICENSE-[0-9a-f]{8}$/);
  });

  it('writes names isAssetFileName knows, and only those', () => {
    expect(isAssetFileName(assetFileName('a b.png', PNG))).toBe(true);
    expect(isAssetFileName('logo.png')).toBe(false);
    expect(isAssetFileName('notes-123.txt')).toBe(false);
  });
});

describe('relativeAssetTarget and resolveAssetReference', () => {
  it('reads paths relative to the file, decoded, with their query and fragment apart', () => {
    expect(relativeAssetTarget('./img/a%20b.png?v=1#x')).toEqual({ filePath: './img/a b.png', suffix: '?v=1#x' });
    expect(relativeAssetTarget('img/a.png')).toEqual({ filePath: 'img/a.png', suffix: '' });
  });

  it('leaves site paths, addresses, fragments and Markdown files alone', () => {
    for (const url of [
      '/img/a.png',
      'https://x.example/a.png',
      'mailto:a@b.example',
      '//cdn.example/a.png',
      '#top',
      '?q',
      './a.mdx',
      '../b.md#x',
      '',
    ]) {
      expect(relativeAssetTarget(url), url).toBeUndefined();
    }
  });

  it("resolves against the MDX file's folder, up and down", () => {
    const assets = new Map([
      ['content/es/docs/img/a.png', 'a-1.png'],
      ['content/es/blog/2024-11-05-x/cover.png', 'cover-2.png'],
    ]);
    expect(resolveAssetReference('../img/a.png', 'content/es/docs/guide/x.mdx', assets)).toEqual({
      kind: 'asset',
      name: 'a-1.png',
      suffix: '',
    });
    expect(resolveAssetReference('./cover.png', 'content/es/blog/2024-11-05-x/index.mdx', assets)).toEqual({
      kind: 'asset',
      name: 'cover-2.png',
      suffix: '',
    });
    expect(resolveAssetReference('./img/a.png', 'content/en/docs/x.mdx', assets)).toEqual({
      kind: 'missing',
      file: 'content/en/docs/img/a.png',
    });
  });

  it('tells a link to a file from a link to a page path', () => {
    expect(linksToFile('./files/guide.pdf#page=2')).toBe(true);
    expect(linksToFile('./other')).toBe(false);
  });
});

describe('assetPath, assetHref and isAssetHref', () => {
  it('publishes under /assets/, with the base path in the href', () => {
    expect(assetPath('a-1a2b3c4d.png')).toBe('/assets/a-1a2b3c4d.png');
    expect(assetHref('a-1a2b3c4d.png', '/vigia')).toBe('/vigia/assets/a-1a2b3c4d.png');
    expect(isAssetHref('/vigia/assets/a-1a2b3c4d.png', '/vigia')).toBe(true);
    expect(isAssetHref('/assets/a-1a2b3c4d.png', '/vigia')).toBe(false);
    expect(isAssetHref('/docs/assets/', '')).toBe(false);
  });
});

describe('planAssetFolder', () => {
  it('copies each published name once, keeps what is there, removes what no content names', () => {
    const plan = planAssetFolder(
      [
        { file: 'content/es/docs/img/a.png', name: 'a-1a2b3c4d.png' },
        { file: 'content/en/docs/img/a.png', name: 'a-1a2b3c4d.png' },
        { file: 'content/es/docs/b.svg', name: 'b-0f0f0f0f.svg' },
      ],
      ['b-0f0f0f0f.svg', 'old-00000000.png'],
    );
    expect(plan).toEqual({
      copy: [{ file: 'content/es/docs/img/a.png', name: 'a-1a2b3c4d.png' }],
      remove: ['old-00000000.png'],
      foreign: [],
    });
  });

  it('names files it did not write instead of deleting them', () => {
    expect(planAssetFolder([], ['mine.png', 'x-00000000.png']).foreign).toEqual(['mine.png']);
  });
});

describe('frontMatterFieldLine', () => {
  it('gives the line of a field in the file', () => {
    expect(frontMatterFieldLine('---\ntitle: A\nimage: ./a.png\n---\nimage: no\n', 'image')).toBe(3);
    expect(frontMatterFieldLine('---\ntitle: A\n---\nimage: ./a.png\n', 'image')).toBeUndefined();
    expect(frontMatterFieldLine('\uFEFF---\r\ntitle: A\r\nimage: ./a.png\r\n---\r\n', 'image')).toBe(3);
  });
});

/** A content folder in memory with files beside it. */
function sourcesOf(files: Record<string, string>, assets: Record<string, string>): ContentSources {
  return {
    mdx: Object.entries(files).map(([path, text]) => {
      const [locale, kind, ...rest] = path.split('/') as ['es' | 'en', 'docs' | 'blog' | 'pages', ...string[]];
      return { file: `c/${path}`, locale, kind, relPath: rest.join('/'), text };
    }),
    categories: [],
    assets: Object.entries(assets).map(([file, name]) => ({ file: `c/${file}`, name })),
    tags: { file: 'c/tags.json', data: { news: { label: { es: 'N', en: 'N' }, description: { es: 'N.', en: 'N.' } } } },
    authors: {
      file: 'c/authors.json',
      data: { ana: { name: 'Ana', title: { es: 'A', en: 'A' }, avatar: '/img/ana.svg', links: [] } },
    },
    sidebar: { file: 'c/sidebar.json', data: undefined },
    problems: [],
    publicFileExists: () => true,
  };
}

const post = (fields: string) =>
  `---\ntitle: Post\ndescription: D.\ndate: 2024-11-05\nauthors: [ana]\ntags: [news]\n${fields}---\nTexto.\n`;

describe('front-matter image beside the content', () => {
  it('resolves ./cover.png of a post folder and of a doc to its published path', () => {
    const content = buildContentSet(
      sourcesOf(
        {
          'es/blog/2024-11-05-x/index.mdx': post('image: ./cover.png\n'),
          'en/blog/2024-11-05-x/index.mdx': post('image: ./cover.png\n'),
          'es/docs/a.mdx': '---\ntitle: A\ndescription: D.\nimage: ./img/card.png\n---\nTexto.\n',
        },
        {
          'es/blog/2024-11-05-x/cover.png': 'cover-1a2b3c4d.png',
          'en/blog/2024-11-05-x/cover.png': 'cover-1a2b3c4d.png',
          'es/docs/img/card.png': 'card-0f0f0f0f.png',
        },
      ),
    );
    expect(content.posts.es[0]!.image).toBe('/assets/cover-1a2b3c4d.png');
    expect(content.posts.en[0]!.image).toBe('/assets/cover-1a2b3c4d.png');
    expect(content.docs.es[0]!.image).toBe('/assets/card-0f0f0f0f.png');
    // A doc not yet translated takes its original's image.
    expect(content.docs.en[0]!.image).toBe('/assets/card-0f0f0f0f.png');
    expect(content.assets.get('c/es/docs/img/card.png')).toBe('card-0f0f0f0f.png');
  });

  it('stops on a missing one naming the file, the field, its line and the missing path', () => {
    try {
      buildContentSet(sourcesOf({ 'es/blog/x.mdx': post('image: ./nope.png\n'), 'en/blog/x.mdx': post('') }, {}));
      throw new Error('built');
    } catch (error) {
      expect(error).toBeInstanceOf(ContentValidationError);
      expect((error as ContentValidationError).message).toContain(
        'c/es/blog/x.mdx: image: line 7: "./nope.png" names c/es/blog/nope.png, which does not exist',
      );
    }
  });
});

describe('reading files beside content', () => {
  it("lists every file beside the MDX of the valid fixture, by published name, and resolves its doc's image", () => {
    const content = loadFixture('valid');
    const es = `${FIXTURES}/valid/es/docs/guide/img/panel.png`;
    const en = `${FIXTURES}/valid/en/docs/guide/img/panel.png`;
    expect(content.assets.get(es)).toMatch(/^panel-[0-9a-f]{8}\.png$/);
    // The same bytes in both locales: one published file.
    expect(content.assets.get(en)).toBe(content.assets.get(es));
    expect(content.docs.es.find((d) => d.id === 'guide/setup')!.image).toBe(`/assets/${content.assets.get(es)}`);
    expect(fs.readFileSync(es).length).toBeLessThan(1024);
  });
});
