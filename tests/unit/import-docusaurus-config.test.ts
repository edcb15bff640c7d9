import { codeLanguagesSummary } from '@/lib/import/docusaurus-import';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import {
  blogPluginOptions,
  configI18n,
  docsPluginOptions,
  readDocusaurusConfig,
  siteRelative,
} from '@/lib/import/docusaurus-config';
import { evaluateSiteModule } from '@/lib/import/site-module';

const scratch: string[] = [];
function site(files: Record<string, string>): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'docusaurus-config-'));
  scratch.push(dir);
  for (const [name, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    fs.writeFileSync(path.join(dir, name), text);
  }
  return dir;
}
afterEach(() => {
  for (const dir of scratch.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

describe('readDocusaurusConfig', () => {
  it('evaluates CommonJS with missing packages as callable stand-ins, and require.resolve', () => {
    const dir = site({
      'docusaurus.config.js': `
        const { themes } = require('prism-react-renderer');
        const search = require('docusaurus-lunr-search');
        module.exports = {
          title: 'Old site',
          trailingSlash: false,
          themeConfig: { prism: { theme: themes.github, additionalLanguages: ['rust'] } },
          plugins: [search({ languages: ['en'] }), ['@docusaurus/plugin-content-docs', { id: 'community', path: 'community', routeBasePath: 'community', sidebarPath: require.resolve('./sidebarsCommunity.js') }]],
          presets: [[require.resolve('@docusaurus/preset-classic'), { docs: { path: 'website-docs', routeBasePath: '/' }, blog: { path: 'posts', routeBasePath: 'news' } }]],
        };`,
      'sidebarsCommunity.js': 'module.exports = {};',
    });
    const { config, problems, stubbed } = readDocusaurusConfig(dir);
    expect(problems).toEqual([]);
    expect(stubbed).toEqual(['docusaurus-lunr-search', 'prism-react-renderer']);
    expect(config.title).toBe('Old site');
    expect(config.themeConfig).toEqual({ prism: { additionalLanguages: ['rust'] } });
    const docs = docsPluginOptions(config, dir);
    expect(docs.map(({ id, path, routeBasePath, sidebarPath }) => ({ id, path, routeBasePath, sidebarPath }))).toEqual([
      { id: 'default', path: 'website-docs', routeBasePath: '', sidebarPath: undefined },
      { id: 'community', path: 'community', routeBasePath: 'community', sidebarPath: 'sidebarsCommunity.js' },
    ]);
    expect(blogPluginOptions(config, dir).map((b) => [b.path, b.routeBasePath])).toEqual([['posts', 'news']]);
  });

  it('evaluates TypeScript (satisfies, import type, local imports) and an async config function', () => {
    const dir = site({
      'docusaurus.config.ts': `
        import type { Config } from '@docusaurus/types';
        import { languages } from './src/languages';
        export default async function createConfig() {
          return { title: 'Typed', i18n: { defaultLocale: 'en', locales: ['en', 'es'] }, themeConfig: { prism: { additionalLanguages: languages } } } satisfies Config;
        }`,
      'src/languages.ts': `export const languages: string[] = ['sql'];`,
    });
    const { config, problems } = readDocusaurusConfig(dir);
    expect(problems).toEqual([]);
    expect(config.themeConfig).toEqual({ prism: { additionalLanguages: ['sql'] } });
    expect(configI18n(config)).toMatchObject({ defaultLocale: 'en', locales: ['en', 'es'] });
    expect(docsPluginOptions(config)).toEqual([]);
  });

  it('evaluates ESM with import.meta.url', () => {
    const dir = site({
      'docusaurus.config.mjs': `import remarkMath from 'remark-math';
        export default { title: new URL('.', import.meta.url).protocol, presets: [['classic', { blog: false, docs: { remarkPlugins: [remarkMath] } }]] };`,
    });
    const { config } = readDocusaurusConfig(dir);
    expect(config.title).toBe('file:');
    expect(blogPluginOptions(config)).toEqual([]);
    expect(docsPluginOptions(config)[0]).toMatchObject({
      path: 'docs',
      routeBasePath: 'docs',
      options: { remarkPlugins: [null] },
    });
  });

  it('goes on with the defaults, in one line, when the config throws', () => {
    const dir = site({
      'docusaurus.config.js': `throw new Error('needs the API_KEY variable\\nsecond line');`,
      'sidebars.js': '',
    });
    const { config, problems } = readDocusaurusConfig(dir);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(
      /^docusaurus\.config\.js: could not be evaluated \(needs the API_KEY variable\): read with Docusaurus defaults/,
    );
    expect(docsPluginOptions(config)[0]).toMatchObject({ path: 'docs', sidebarPath: 'sidebars.js' });
    expect(blogPluginOptions(config)[0]).toMatchObject({ path: 'blog', routeBasePath: 'blog' });
  });

  it('says in one line that an editUrl given as a function is not computed, naming the repository', () => {
    const dir = site({
      'docusaurus.config.js': `
        module.exports = {
          organizationName: 'beacon-org',
          projectName: 'beacon',
          presets: [['classic', { docs: { editUrl: ({ docPath }) => 'https://example.com/' + docPath }, blog: { editUrl: 'https://example.com/blog/' } }]],
        };`,
    });
    const { config, problems } = readDocusaurusConfig(dir);
    expect(problems).toEqual([
      `docusaurus.config.js: presets[0][1].docs.editUrl: a function, not computed here: the imported pages have no "Edit this page" link; the site's repository is https://github.com/beacon-org/beacon (set content/site.json "editUrl", or custom_edit_url in a doc's front matter)`,
    ]);
    expect(docsPluginOptions(config, dir)[0]?.options.editUrl).toBeUndefined();
  });

  it('stops a config that never ends', () => {
    const dir = site({ 'docusaurus.config.js': 'while (true) {}' });
    const { problems } = readDocusaurusConfig(dir, 1500);
    expect(problems[0]).toMatch(/did not finish within 1\.5 s/);
  });

  it('names the line of a syntax error', () => {
    const result = evaluateSiteModule(
      path.join(site({ 'sidebars.js': 'module.exports = {\n  docs: [,\n' }), 'sidebars.js'),
    );
    expect(result.error).toMatch(/^line \d+: /);
  });
});

describe('siteRelative', () => {
  it('makes paths of the config relative to the site', () => {
    expect(siteRelative('/site/sidebars.js', '/site')).toBe('sidebars.js');
    expect(siteRelative('./docs/', '/site')).toBe('docs');
    expect(siteRelative('.', '/site')).toBe('.');
  });
});

describe('codeLanguagesSummary', () => {
  it("says which of prism's additionalLanguages Shiki highlights, and which show as plain text", () => {
    const lines = codeLanguagesSummary(
      { themeConfig: { prism: { additionalLanguages: ['bash', 'diff', 'toml', 'promql-x'] } } },
      'docusaurus.config.js',
    );
    expect(lines[0]).toMatch(/bash, diff, toml highlighted by Shiki/);
    expect(lines[1]).toMatch(/promql-x: their blocks show as plain text/);
    expect(codeLanguagesSummary({}, 'docusaurus.config.js')).toEqual([]);
  });
});
