/** Content folders in memory for unit tests of the content model: no files, no fixtures folder. */
import { buildContentSet } from '@/lib/content/build';
import { ContentValidationError } from '@/lib/content/errors';
import type { ContentSources } from '@/lib/content/sources';

/** A content folder in memory: `{ 'es/docs/a.mdx': '---\ntitle: A\n---\nText.' }`; `_category_` files as JSON. */
export function sourcesOf(files: Record<string, string>, sidebar?: unknown): ContentSources {
  const mdx: ContentSources['mdx'] = [];
  const categories: ContentSources['categories'] = [];
  for (const [path, text] of Object.entries(files)) {
    const [locale, kind, ...rest] = path.split('/') as ['es' | 'en', 'docs' | 'blog' | 'pages', ...string[]];
    if (rest.at(-1)!.startsWith('_category_'))
      categories.push({ file: `c/${path}`, locale, dirRelPath: rest.slice(0, -1).join('/'), data: JSON.parse(text) });
    else mdx.push({ file: `c/${path}`, locale, kind, relPath: rest.join('/'), text });
  }
  return {
    mdx,
    categories,
    assets: [],
    tags: {
      file: 'c/tags.json',
      data: {
        seguridad: { label: { es: 'Seguridad', en: 'Security' }, description: { es: 'Seguridad.', en: 'Security.' } },
      },
    },
    authors: { file: 'c/authors.json', data: {} },
    sidebar: { file: 'c/sidebar.json', data: sidebar },
    problems: [],
    publicFileExists: (p) => p === '/img/card.png',
  };
}

/** Adds a cut version `name` holding the doc `relPath` (`text`) in both locales, as versions.json lists it alone. */
export function addCutVersion(sources: ContentSources, name: string, relPath: string, text: string): ContentSources {
  for (const locale of ['es', 'en'] as const)
    sources.mdx.push({
      file: `c/${locale}/versioned_docs/version-${name}/${relPath}`,
      locale,
      kind: 'docs',
      relPath,
      text,
      version: name,
    });
  sources.versions = { file: 'c/versions.json', data: [name] };
  sources.versionFolders = new Map([
    ['es', new Set([name])],
    ['en', new Set([name])],
  ]);
  return sources;
}

/** A doc's file text: a title, more front matter, a body. */
export const doc = (title: string, fields = '', body = 'Un párrafo de texto.') =>
  `---\ntitle: ${title}\n${fields}---\n${body}\n`;

/** The messages of the problems a folder raises; fails the test when it builds without one. */
export function problemsOf(sources: ContentSources): string[] {
  try {
    buildContentSet(sources);
  } catch (error) {
    if (error instanceof ContentValidationError) return error.problems.map((p) => p.message);
    throw error;
  }
  throw new Error('built without problems');
}
