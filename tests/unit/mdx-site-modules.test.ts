import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { compileMdx } from '@/lib/mdx';
import { buildSiteModuleRegistry } from '@/lib/mdx/site-module-registry';
import { findUnsupportedImport, isClientModule, scanCodeSpecifiers, scanImports } from '@/lib/mdx/site-module-scan';
import { registerSiteModules } from '@/lib/mdx/site-module-scope';
import { siteMdxComponentNamesOf } from '@/lib/mdx/site-mdx-components';
import { resolveSiteModule, siteModuleKey } from '@/lib/mdx/site-modules';
import { MDX_COMPONENT_NAMES } from '@/lib/mdx/docusaurus-components';

const DIR = 'tests/fixtures/mdx-site-modules';

describe('resolveSiteModule', () => {
  it('finds a sibling module without its extension', () =>
    expect(resolveSiteModule('./data', `${DIR}/page.mdx`)).toBe(`${DIR}/data.js`));
  it('reads @site/ from the project root', () =>
    expect(resolveSiteModule('@site/tests/fixtures/mdx-site-modules/Widget', 'content/en/docs/a.mdx')).toBe(
      `${DIR}/Widget.tsx`,
    ));
  it('resolves a path that leaves the locale content folder as in the Docusaurus site', () =>
    // content/en/docs stood at docs/ of the site: ../tests/… from docs/ is tests/… of the project.
    expect(resolveSiteModule('../../tests/fixtures/mdx-site-modules/data', 'content/en/docs/guide/a.mdx')).toBe(
      `${DIR}/data.js`,
    ));
  it("resolves a cut version's imports as the docs' they were copied from", () =>
    expect(
      resolveSiteModule(
        '../../tests/fixtures/mdx-site-modules/data',
        'content/en/versioned_docs/version-2.0/guide/a.mdx',
      ),
    ).toBe(`${DIR}/data.js`));
  it('names nothing for a package or a missing file', () => {
    expect(resolveSiteModule('react', `${DIR}/page.mdx`)).toBeUndefined();
    expect(resolveSiteModule('./missing', `${DIR}/page.mdx`)).toBeUndefined();
  });
  it('keys a module by its path without extension', () =>
    expect(siteModuleKey('src/components/Playground/index.tsx')).toBe('src/components/Playground'));
});

describe('scanImports', () => {
  it('reads multi-line and default imports, not those inside fenced code', () => {
    const text =
      "import A, { b as c, d } from './x'\nimport {\n  e\n} from '@site/y'\n\n```js\nimport Z from 'z'\n```\n";
    expect(scanImports(text)).toEqual([
      { specifier: './x', names: ['default', 'b', 'd'] },
      { specifier: '@site/y', names: ['e'] },
    ]);
  });
  it('does not take an import written inside a string of code for one', () =>
    expect(scanCodeSpecifiers("import a from 'a';\nconst s = `\nimport { K } from 'kysely'\n`;")).toEqual(['a']));
});

describe('isClientModule', () => {
  it('takes components for client code and plain data for server code', () => {
    expect(isClientModule('Widget.tsx', '')).toBe(true);
    expect(isClientModule('data.js', "export const a = 'x';")).toBe(false);
    expect(isClientModule('h.js', "import React from 'react';")).toBe(true);
  });
});

describe('findUnsupportedImport', () => {
  it('passes a module whose imports the compatibility layer and node_modules provide', () =>
    expect(findUnsupportedImport(`${DIR}/Widget.tsx`)).toBeUndefined());
  it('names the file, the import and what is missing, in one line', () =>
    expect(findUnsupportedImport(`${DIR}/Unsupported.tsx`)).toBe(
      `${DIR}/Unsupported.tsx: imports "@docusaurus/useGlobalData": not in the Docusaurus compatibility layer (components/docusaurus/)`,
    ));
});

describe('buildSiteModuleRegistry', () => {
  it('sends components through the client file and keeps data on the server', () => {
    const { server, client } = buildSiteModuleRegistry([
      { file: 'src/components/Playground.tsx', key: 'src/components/Playground', names: ['Playground'], client: true },
      { file: 'content/en/docs/a.js', key: 'content/en/docs/a', names: ['code'], client: false },
    ]);
    expect(client).toContain("'use client';");
    expect(client).toContain("export { Playground as m0_Playground } from '../../src/components/Playground';");
    expect(server).toContain("import * as m1 from '../../content/en/docs/a';");
    expect(server).toContain('"src/components/Playground": { "Playground": client.m0_Playground },');
  });
  it('puts the one-line reason in place of a module the project cannot bundle', () =>
    expect(
      buildSiteModuleRegistry([
        { file: 'x.tsx', key: 'x', names: ['default'], client: true, unsupported: 'x.tsx: why' },
      ]).server,
    ).toContain('"x": { "default": unsupportedComponent("x.tsx: why") }'));
  it('follows each component of a module with external frames by their links, not its data', () => {
    const { server } = buildSiteModuleRegistry([
      { file: 'src/P.tsx', key: 'src/P', names: ['Playground', 'types'], client: true, externalFrames: true },
    ]);
    expect(server).toContain("import { withExternalFrameLinks } from '@/components/docusaurus/external-frame-links';");
    expect(server).toContain(
      '"src/P": { "Playground": withExternalFrameLinks(client.m0_Playground), "types": client.m0_types },',
    );
  });
  it('registers nothing for a site without modules', () =>
    expect(buildSiteModuleRegistry([]).server).toContain('registerSiteModules({});'));
});

describe('siteMdxComponentNamesOf', () => {
  it('reads the names a swizzled MDXComponents adds, spreads left out', () => {
    expect(siteMdxComponentNamesOf('export default {\n  ...MDXComponents,\n  Highlight,\n  Card: MyCard,\n};')).toEqual(
      ['Highlight', 'Card'],
    );
    expect(siteMdxComponentNamesOf('const C = { ...M, Note };\nexport default C;')).toEqual(['Note']);
  });
});

describe('site modules and partials in MDX', () => {
  afterEach(() => registerSiteModules({}));
  const components = Object.fromEntries(MDX_COMPONENT_NAMES.map((n) => [n, (p: { children?: unknown }) => p.children]));

  it('inlines a partial through the page pipeline and binds data modules from the registry', async () => {
    registerSiteModules({ [`${DIR}/data`]: { partTitle: 'hello from data.js', pageTitle: 'page data' } });
    const body =
      "import Part from './_part.mdx';\nimport { pageTitle } from './data';\n\n# Page\n\n<Part />\n\n{pageTitle}\n";
    const { Content, toc } = await compileMdx(
      { file: `${DIR}/page.mdx`, body, locale: 'en', bodyLineOffset: 0 },
      new Set(),
    );
    const html = renderToStaticMarkup(createElement(Content, { components: components as never }));
    expect(html).toContain('The partial says hello from data.js.');
    expect(html).toContain('page data');
    expect(toc).toContainEqual({ depth: 2, id: 'from-partial', text: 'From the partial' });
  });

  it('stops at the line of a partial that does not exist', async () => {
    const body = "import Part from './_missing.mdx';\n\n<Part />\n";
    await expect(
      compileMdx({ file: `${DIR}/page.mdx`, body, locale: 'en', bodyLineOffset: 0 }, new Set()),
    ).rejects.toThrow(/page\.mdx: body: line 1: partial "\.\/_missing\.mdx" not found/);
  });
});
