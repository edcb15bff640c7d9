import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { loadContent } from '@/lib/content';
import { docsPluginOptions, readDocusaurusConfig } from '@/lib/import/docusaurus-config';
import { importDocusaurus } from '@/lib/import/docusaurus-import';
import { buildReplacePlan } from '@/lib/import/docusaurus-replace';
import type { ImportOptions } from '@/lib/import/import-context';
import { nameSiteFiles, siteLineOf } from '@/lib/import/site-problems';
import { tempFolders, writeFiles } from './temp-files';
import { runImportCommand } from '../../scripts/import-docusaurus';

const temp = tempFolders('import-robust-');
const folder = (files: Record<string, string | Buffer> = {}) => writeFiles(temp.make(), files);
afterEach(temp.clean);

/** A project with one doc of its own and a sidebar.json listing it. */
function project(): string {
  return folder({
    'content/es/docs/intro.mdx': '---\ntitle: Inicio\n---\n\nNuestro inicio.\n',
    'content/sidebar.json': '{ "items": ["intro"] }\n',
    'content/authors.json': '{}\n',
    'content/tags.json': '{}\n',
  });
}

const run = (site: string, to: string, more: Partial<ImportOptions> = {}) =>
  importDocusaurus({ site, project: to, defaultLocale: 'es', force: false, timeLimitMs: 2000, ...more });

/** Every file below a folder with its text, to compare before and after. */
function snapshot(dir: string): Record<string, string> {
  return Object.fromEntries(
    fs
      .readdirSync(dir, { recursive: true, withFileTypes: true })
      .filter((e) => e.isFile() && !path.join(e.parentPath, e.name).includes('.scratch'))
      .map((e) => [
        path.relative(dir, path.join(e.parentPath, e.name)),
        fs.readFileSync(path.join(e.parentPath, e.name), 'utf8'),
      ]),
  );
}

describe('merge mode', () => {
  it("says in one line that the site's bases stay behind, and --replace", async () => {
    const site = folder({
      'docusaurus.config.js': `module.exports = {
        presets: [['classic', { docs: { routeBasePath: '/' }, blog: { routeBasePath: 'posts' } }]],
      };`,
      'docs/start.md': '# Start\n\nText.\n',
    });
    const result = await run(site, project(), { dryRun: true, timeLimitMs: 20_000 });
    expect(result.exitCode, result.lines.join('\n')).toBe(0);
    const notes = result.lines.filter((line) => line.includes('merge mode keeps'));
    expect(notes).toHaveLength(1);
    expect(notes[0]).toMatch(/docs at \/ are served at \/docs\/, its posts at \/posts at \/blog\/; --replace/);
  });

  it('brings a second docs instance at its own base, with its sidebar and translations; its versions are named', async () => {
    const to = project();
    // The project's own configuration, which merge mode adds the instance's base to.
    fs.copyFileSync('content/site.json', path.join(to, 'content/site.json'));
    const site = folder({
      'docusaurus.config.js': `module.exports = {
        presets: [['classic', {}]],
        plugins: [['@docusaurus/plugin-content-docs', { id: 'community', path: 'community', routeBasePath: 'help' }]],
      };`,
      'docs/start.md': '# Start\n\nText.\n',
      'community/faq.md': '# FAQ\n\nText.\n',
      'i18n/en/docusaurus-plugin-content-docs-community/current/faq.md': '# Questions\n\nText.\n',
      'community_versions.json': '["1.0"]',
      'community_versioned_docs/version-1.0/faq.md': '# Old FAQ\n\nText.\n',
    });
    // The config is evaluated in a child process: time for a loaded machine.
    const result = await run(site, to, { timeLimitMs: 20_000 });
    const text = result.lines.join('\n');
    expect(result.exitCode, text).toBe(0);
    expect(text, text).not.toMatch(/merge mode keeps/);
    expect(fs.readFileSync(path.join(to, 'content/es/docs/community/faq.md'), 'utf8')).toContain('# FAQ');
    expect(fs.readFileSync(path.join(to, 'content/en/docs/community/faq.md'), 'utf8')).toContain('# Questions');
    const siteJson = JSON.parse(fs.readFileSync(path.join(to, 'content/site.json'), 'utf8'));
    expect(siteJson.routes).toEqual({
      docs: 'docs',
      blog: 'blog',
      docsInstances: [{ id: 'community', folder: 'community', routeBasePath: 'help' }],
    });
    const sidebar = JSON.parse(fs.readFileSync(path.join(to, 'content/sidebar.json'), 'utf8'));
    expect(sidebar.items).toEqual(['intro', 'start', expect.objectContaining({ type: 'category', id: 'community' })]);
    // Its own versions: one line, and nothing of them written.
    expect(result.lines.filter((line) => line.includes('community_versions.json'))).toEqual([
      '  community_versions.json: the versions of docs instance community are not brought (its current docs are, at /help)',
    ]);
    expect(text).not.toMatch(/Old FAQ/);
    expect(fs.existsSync(path.join(to, 'content/es/docs/community/version-1.0'))).toBe(false);
    // A second import of it finds the folder taken: one line, nothing written.
    const again = await run(site, to, { force: true, timeLimitMs: 20_000 });
    expect(again.exitCode).toBe(1);
    expect(again.lines).toHaveLength(1);
    expect(again.lines[0]).toMatch(/docs plugin "community": this project already has .*nothing was written$/);
  }, 60_000);

  it("covers the site's docs only with its autogenerated root sidebar, so the result builds", async () => {
    const to = project();
    const site = folder({
      'sidebars.js': "module.exports = { docs: [{ type: 'autogenerated', dirName: '.' }] };",
      'docs/guide/index.md': '# Guía\n\nTexto.\n',
      'docs/guide/01-first.md': '# Primero\n\nTexto.\n',
    });
    const result = await run(site, to);
    expect(result.exitCode, result.lines.join('\n')).toBe(0);
    const sidebar = JSON.parse(fs.readFileSync(path.join(to, 'content/sidebar.json'), 'utf8'));
    expect(sidebar.items).toEqual([
      'intro',
      expect.objectContaining({ id: 'guide', items: ['guide/first'], link: { type: 'doc', id: 'guide' } }),
    ]);
  });

  it('reports a colliding id with the fix and writes nothing; --prefix places the site in a folder', async () => {
    const to = project();
    const before = snapshot(to);
    const site = folder({ 'docs/intro.md': '---\nslug: /start\n---\n# Intro\n\nTheirs.\n' });
    const result = await run(site, to);
    expect(result.exitCode).toBe(1);
    expect(result.lines.join('\n')).toMatch(
      /docs\/intro\.md: doc id "intro" is also content\/es\/docs\/intro\.mdx's: --force replaces ours, or --prefix <folder>/,
    );
    expect(snapshot(to)).toEqual(before);
    const prefixed = await run(site, to, { prefix: 'old-site' });
    expect(prefixed.exitCode, prefixed.lines.join('\n')).toBe(0);
    expect(fs.readFileSync(path.join(to, 'content/es/docs/old-site/intro.md'), 'utf8')).toMatch(
      /slug: \/old-site\/start/,
    );
  });

  it('refuses, in one line naming the config and the option, version options Docusaurus itself refuses', async () => {
    const to = project();
    const before = snapshot(to);
    // A real site's pattern: versions.json removed, the options that named its versions kept.
    const site = folder({
      'docusaurus.config.js': `module.exports = { presets: [['classic', { docs: {
        lastVersion: '1.0', includeCurrentVersion: false, versions: { '1.0': { label: '1.0' } } } }]] };`,
      'docs/intro.md': '# Intro\n\nText.\n',
    });
    const result = await run(site, to, { timeLimitMs: 20_000 });
    expect(result.exitCode).toBe(1);
    expect(result.lines).toEqual([
      expect.stringMatching(
        /^docusaurus\.config\.js: docs option "includeCurrentVersion": false and no version in versions\.json: .*Docusaurus refuses this config too.*nothing was written$/,
      ),
    ]);
    expect(snapshot(to)).toEqual(before);
  });

  it("writes a versioned doc's relative links as the paths of its own version, as the browser resolved them", async () => {
    const to = project();
    const site = folder({
      'versions.json': '["1.0", "0.9"]',
      'docs/api/utils.md': '# Utils\n\nSee [keys](../guides/keys).\n',
      'docs/guides/keys.md': '# Keys\n\nText.\n',
      'versioned_docs/version-1.0/api/utils.md': '# Utils\n\nSee [keys](../guides/keys).\n',
      'versioned_docs/version-1.0/guides/keys.md': '# Keys\n\nText.\n',
      'versioned_docs/version-0.9/api/utils.md': '# Utils\n\nSee [keys](../guides/keys).\n',
      'versioned_docs/version-0.9/guides/keys.md': '# Keys\n\nText.\n',
      'versioned_docs/version-0.9/home.md': '---\nslug: /\n---\n# Home\n\nSee [keys](./guides/keys).\n',
    });
    const result = await run(site, to, { replace: true, timeLimitMs: 20_000 });
    expect(result.exitCode, result.lines.join('\n')).toBe(0);
    const linkIn = (file: string) =>
      fs.readFileSync(path.join(to, 'content/es', file), 'utf8').match(/\(([^)]+)\)/)?.[1];
    expect(linkIn('docs/api/utils.md')).toBe('/docs/next/guides/keys'); // current, at /docs/next/
    expect(linkIn('versioned_docs/version-1.0/api/utils.md')).toBe('/docs/guides/keys'); // the last version
    expect(linkIn('versioned_docs/version-0.9/api/utils.md')).toBe('/docs/0.9/guides/keys');
    expect(linkIn('versioned_docs/version-0.9/home.md')).toBe('/docs/0.9/guides/keys'); // from /docs/0.9/
  });

  it('brings every version: its docs, translations, old sidebar with version-X/ ids, and label, as the build reads them', async () => {
    const to = project();
    const site = folder({
      'versions.json': '["1.0"]',
      'docs/intro.md': '# Intro\n\nNow.\n',
      'docs/guide.md': '# Guide\n\nNow.\n',
      'versioned_docs/version-1.0/intro.md': '# Intro 1.0\n\nThen.\n',
      'versioned_docs/version-1.0/guide.md': '# Guide 1.0\n\nThen.\n',
      // Sidebars of Docusaurus 1 and early 2 name their docs, and themselves, with the version.
      'versioned_sidebars/version-1.0-sidebars.json': JSON.stringify({
        'version-1.0/docs': [{ type: 'doc', id: 'version-1.0/guide' }, 'version-1.0/intro'],
      }),
      'i18n/en/docusaurus-plugin-content-docs/version-1.0/intro.md': '# Introduction 1.0\n\nThen, in English.\n',
      'i18n/es/docusaurus-plugin-content-docs/version-1.0.json': JSON.stringify({
        'version.label': { message: 'Uno' },
      }),
    });
    const result = await run(site, to, { replace: true, timeLimitMs: 20_000 });
    expect(result.exitCode, result.lines.join('\n')).toBe(0);
    const read = (file: string) => fs.readFileSync(path.join(to, 'content', file), 'utf8');
    expect(JSON.parse(read('versions.json'))).toEqual(['1.0']);
    expect(read('es/versioned_docs/version-1.0/intro.md')).toContain('# Intro 1.0');
    expect(read('en/versioned_docs/version-1.0/intro.md')).toContain('# Introduction 1.0');
    expect(JSON.parse(read('versioned_sidebars/version-1.0-sidebars.json')).items).toEqual(['guide', 'intro']);
    const content = loadContent(path.join(to, 'content'), path.join(to, 'public'));
    expect(content.versions.map((v) => [v.name, v.label, v.path])).toEqual([
      ['current', 'Next', 'next'],
      ['1.0', 'Uno', ''],
    ]);
  });

  it('--dry-run prints the plan and writes nothing', async () => {
    const to = project();
    const before = snapshot(to);
    const result = await run(folder({ 'docs/other.md': '# Otro\n\nTexto.\n' }), to, { dryRun: true });
    expect(result.lines[0]).toMatch(/^Dry run: nothing was written/);
    expect(result.lines).toContain('  content/es/docs/other.md');
    expect(snapshot(to)).toEqual(before);
  });

  it('refuses a work tree with uncommitted changes under content/, unless --force', async () => {
    const to = project();
    const git = (...args: string[]) => execFileSync('git', args, { cwd: to, stdio: 'ignore' });
    git('init', '-q');
    git('add', '.');
    git('-c', 'user.name=t', '-c', 'user.email=t@t', 'commit', '-qm', 'x');
    fs.appendFileSync(path.join(to, 'content/es/docs/intro.mdx'), 'Cambio.\n');
    const site = folder({ 'docs/other.md': '# Otro\n\nTexto.\n' });
    const refused = await run(site, to);
    expect(refused.exitCode).toBe(1);
    expect(refused.lines[0]).toMatch(/^content\/ has uncommitted changes \(content\/es\/docs\/intro\.mdx\)/);
    expect((await run(site, to, { force: true })).exitCode).toBe(0);
  });
});

describe('bad input: one line each, nothing lost', () => {
  it('names what it cannot read and brings the rest', async () => {
    const to = project();
    const outside = folder({ 'secret.md': '# Secret\n\nNot the site.\n' });
    const site = folder({
      'docs/good.md': '# Bien\n\nTexto.\n',
      'docs/bad-yaml.md': '---\ntitle: [unclosed\n---\nTexto.\n',
      'docs/binary.md': Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 0, 0, 1]),
      'docs/huge.md': `# Enorme\n\n${'x'.repeat(10 * 1024 * 1024)}\n`,
      'docs/folder/_category_.json': '{ "label": "Carpeta", }',
      'docs/folder/inside.md': '# Dentro\n\nTexto.\n',
      'blog/2024-01-17-launch.md': '# Lanzamiento\n\nTexto.\n',
      'blog/authors.yml': 'ana: [unclosed\n',
      'blog/tags.yml': 'launch:\n  label: [unclosed\n',
    });
    fs.symlinkSync(path.join(outside, 'secret.md'), path.join(site, 'docs/secret.md'));
    const result = await run(site, to);
    const text = result.lines.join('\n');
    expect(result.exitCode, text).toBe(0);
    // Each names the site file, and the line (and column) where the parser gives one.
    expect(text).toMatch(
      /docs\/bad-yaml\.md: its front matter is not valid YAML \(.* at line 3, column 1\): not brought/,
    );
    expect(text).toMatch(/docs\/binary\.md: is binary, not Markdown: not brought/);
    expect(text).toMatch(/docs\/huge\.md: is 10\.0 MB, over the 5 MB a page may have/);
    expect(text).toMatch(
      /docs\/folder\/_category_\.json: is not valid JSON \(.* at line 1, column 23\): not brought, the folder's name is its label/,
    );
    for (const data of ['authors', 'tags'])
      expect(text).toMatch(
        new RegExp(`blog/${data}\\.yml: does not parse \\(.* at line \\d+, column \\d+:?\\): fix it`),
      );
    expect(text).not.toMatch(/^\s+at |Error:|\.scratch|content\/es\/docs/m);
    for (const bad of ['bad-yaml.md', 'binary.md', 'huge.md', 'folder/_category_.json', 'secret.md'])
      expect(fs.existsSync(path.join(to, 'content/es/docs', bad)), bad).toBe(false);
    expect(fs.readdirSync(path.join(to, '.scratch'))).toEqual([]);
    expect(text).toMatch(/docs\/secret\.md: a symbolic link that leaves the site folder .*refused/);
    expect(fs.existsSync(path.join(to, 'content/es/docs/good.md'))).toBe(true);
    expect(fs.existsSync(path.join(to, 'content/es/docs/folder/inside.md'))).toBe(true);
    expect(fs.existsSync(path.join(to, 'content/es/docs/secret.md'))).toBe(false);
  });

  it('stops a sidebars.js that throws or never ends, and lets the folders make the sidebar', async () => {
    for (const code of ["throw new Error('no sidebar today')", 'while (true) {}']) {
      const to = project();
      const site = folder({ 'sidebars.js': code, 'docs/a.md': '# A\n\nTexto.\n' });
      const result = await run(site, to);
      expect(result.exitCode, result.lines.join('\n')).toBe(0);
      expect(result.lines.join('\n')).toMatch(
        /sidebars\.js: cannot be evaluated \((no sidebar today|did not finish within 2 s)/,
      );
    }
  }, 20_000);

  it('reports duplicate ids of the site as the build would, and writes nothing', async () => {
    const to = project();
    const before = snapshot(to);
    const result = await run(
      folder({ 'docs/a.md': '# A\n\nUno.\n', 'docs/b.md': '---\nid: a\n---\n# B\n\nDos.\n' }),
      to,
    );
    expect(result.exitCode).toBe(1);
    // The site's files, not the staged copies (content/es/docs/…) the user never saw.
    expect(result.lines.join('\n')).toMatch(/^ {2}docs\/b\.md: id: "a" is already used by docs\/a\.md \(fix: /m);
    expect(result.lines.join('\n')).not.toMatch(/content\/es|\.scratch/);
    expect(snapshot(to)).toEqual(before);
  });

  it("names a problem the build finds at the site file's own line, though the importer gave it front matter", async () => {
    const to = project();
    const site = folder({
      'docs/a.md': '# A\n\nUno.\n',
      'docs/b.md': '# B\n\nDos, [a nowhere](./missing.md).\n',
      'docs/c.md': '---\nsidebar_label: C\ntags: [x]\n---\n# C\n\nTres, [a nowhere](./missing.md).\n',
    });
    const result = await run(site, to);
    expect(result.exitCode).toBe(1);
    const problems = result.lines.filter((line) => line.includes('names no doc'));
    expect(problems.map((line) => line.split(' link ')[0]).sort()).toEqual([
      '  docs/b.md: body: line 3:',
      '  docs/c.md: body: line 7:',
    ]);
    expect(result.lines.join('\n')).not.toMatch(/content\/es|\.scratch/);
  });

  it('reads a config field of the wrong kind as unset, in one line, where Docusaurus would refuse it', () => {
    const site = folder({
      'docusaurus.config.js': 'module.exports = { title: 5, presets: 5, plugins: "x", themeConfig: [] };',
    });
    const read = readDocusaurusConfig(site, 20_000);
    expect(read.problems).toEqual([
      'docusaurus.config.js: title: is 5, not a string (Docusaurus would refuse it): read as unset',
      'docusaurus.config.js: presets: is 5, not a list (Docusaurus would refuse it): read as unset',
      'docusaurus.config.js: plugins: is "x", not a list (Docusaurus would refuse it): read as unset',
      'docusaurus.config.js: themeConfig: is [], not an object (Docusaurus would refuse it): read as unset',
    ]);
    expect(docsPluginOptions(read.config)).toEqual([]);
    // A footer column whose items are not a list is one note in replace mode.
    const footer = {
      links: [
        { title: 'Docs', items: 5 },
        { title: 'More', items: [{ label: 'Blog', to: '/blog' }] },
      ],
    };
    const plan = buildReplacePlan(site, { themeConfig: { footer } }, site, 'en', 'docusaurus.config.js');
    expect(plan.notes).toContain(
      'docusaurus.config.js: themeConfig.footer.links[0]: items is not a list: column not brought',
    );
  });

  it('the command prints one line for a bad argument and for a failure of its own, never a stack trace', async () => {
    expect(await runImportCommand(['site', '--colour'])).toMatchObject({
      stderr: expect.stringMatching(/^--colour: not an option\. usage: npm run import:docusaurus -- /),
      exitCode: 1,
    });
    const bug = await runImportCommand([folder()], () => {
      throw new TypeError('x.map is not a function\n    at somewhere (file.ts:1:1)');
    });
    expect(bug).toEqual({
      stderr:
        'import:docusaurus stopped: x.map is not a function (nothing was written; please report this with the site)',
      exitCode: 1,
    });
  });

  it('finds the line by its text where the importer moved it, and gives none for its own lines', () => {
    const site = '# B\n\nDos.\n';
    const staged = '---\ntitle: B\n---\n# B\n\nDos.\n';
    expect(siteLineOf(staged, site, 6)).toBe(3);
    expect(siteLineOf(staged, site, 2)).toBeUndefined();
    expect(
      nameSiteFiles(
        'content/es/docs/b.md: title: line 2: too long',
        new Map([['content/es/docs/b.md', 'docs/b.md']]),
        () => staged,
        () => site,
      ),
    ).toBe('docs/b.md: title: too long');
  });
});
