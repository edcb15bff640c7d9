import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import {
  convertAuthor,
  convertFrontMatter,
  convertSidebar,
  convertTags,
  initialsAvatar,
  referencedStaticFiles,
  siteFileTarget,
  slugify,
  type Skipped,
} from '@/lib/import/docusaurus';
import { importDocusaurus } from '../../scripts/import-docusaurus';

const FIXTURE = 'tests/fixtures/docusaurus-site';
const scratch: string[] = [];
function tempDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'import-docusaurus-'));
  scratch.push(dir);
  return dir;
}
afterEach(() => {
  for (const dir of scratch.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

describe('where each file of a Docusaurus site goes', () => {
  it('puts docs/ and blog/ in the default locale and i18n/<locale>/ in its own, keeping paths', () => {
    expect(siteFileTarget('docs/01-a/02-b.md', 'en')).toEqual({
      kind: 'docs',
      locale: 'en',
      to: 'content/en/docs/01-a/02-b.md',
      markdown: true,
    });
    expect(siteFileTarget('i18n/es/docusaurus-plugin-content-docs/current/a.mdx', 'en')).toEqual({
      kind: 'docs',
      locale: 'es',
      to: 'content/es/docs/a.mdx',
      markdown: true,
    });
    expect(siteFileTarget('i18n/es/docusaurus-plugin-content-blog/2024-01-01-x/index.md', 'en')).toMatchObject({
      kind: 'blog',
      locale: 'es',
      to: 'content/es/blog/2024-01-01-x/index.md',
    });
    expect(siteFileTarget('docs/a/_category_.yml', 'es')).toEqual({
      kind: 'category',
      locale: 'es',
      to: 'content/es/docs/a/_category_.yml',
    });
  });

  it('keeps a file beside the Markdown (an image in a doc or post folder, an img/ folder next to docs) in its place, so relative paths still name it', () => {
    expect(siteFileTarget('docs/img/a.png', 'en')).toEqual({
      kind: 'asset',
      locale: 'en',
      to: 'content/en/docs/img/a.png',
    });
    expect(siteFileTarget('blog/2024-11-05-x/cover.png', 'es')).toEqual({
      kind: 'asset',
      locale: 'es',
      to: 'content/es/blog/2024-11-05-x/cover.png',
    });
    expect(siteFileTarget('i18n/es/docusaurus-plugin-content-docs/current/guides/files/guide.pdf', 'en')).toEqual({
      kind: 'asset',
      locale: 'es',
      to: 'content/es/docs/guides/files/guide.pdf',
    });
    expect(siteFileTarget('i18n/es/docusaurus-plugin-content-blog/2024-11-05-x/cover.png', 'en')).toEqual({
      kind: 'asset',
      locale: 'es',
      to: 'content/es/blog/2024-11-05-x/cover.png',
    });
  });

  it('says why it leaves a file: other locales, older versions, hidden files, the rest of the site', () => {
    expect(siteFileTarget('i18n/fr/docusaurus-plugin-content-docs/current/a.md', 'en')).toMatchObject({
      kind: 'skip',
      reason: expect.stringContaining('"fr" is not one of'),
    });
    expect(siteFileTarget('i18n/es/docusaurus-plugin-content-docs/version-1.0/a.md', 'en')).toMatchObject({
      kind: 'skip',
      reason: expect.stringContaining('older versions'),
    });
    expect(siteFileTarget('docs/img/.DS_Store', 'en')).toMatchObject({ kind: 'skip', reason: 'a hidden file' });
    expect(siteFileTarget('src/pages/index.js', 'en')).toMatchObject({ kind: 'skip' });
  });
});

describe('what the importer translates', () => {
  it('slugifies tags and names without accents', () => {
    expect(slugify('Ciberseguridad Básica!')).toBe('ciberseguridad-basica');
  });

  it('turns an authors.yml entry into an authors.json entry; a remote image becomes a drawn avatar', () => {
    expect(
      convertAuthor(
        'ana',
        {
          name: 'Ana Ruiz',
          title: 'Lead',
          url: 'https://a.example',
          image_url: 'https://github.com/a.png',
          socials: { github: 'ana' },
          email: 'a@b.example',
        },
        () => false,
      ),
    ).toEqual({
      id: 'ana',
      author: {
        name: 'Ana Ruiz',
        title: { es: 'Lead', en: 'Lead' },
        avatar: '/img/authors/ana.svg',
        links: [
          { label: 'Website', url: 'https://a.example' },
          { label: 'Email', url: 'mailto:a@b.example' },
          { label: 'Github', url: 'https://github.com/ana' },
        ],
      },
      avatarFromStatic: undefined,
    });
    expect(
      convertAuthor('ana', { name: 'Ana', image_url: '/img/ana.png' }, (p) => p === '/img/ana.png').avatarFromStatic,
    ).toBe('/img/ana.png');
    expect(initialsAvatar('Ana Ruiz')).toContain('>AR<');
  });

  it('rewrites tags to slugs, keeps inline authors for the build to read, and leaves a file that needs nothing untouched', () => {
    const tags = convertTags({ release: { label: 'Release' } });
    const converted = convertFrontMatter(
      '---\ntitle: X\nauthors:\n  - ana\n  - name: Marco Vidal\n    title: Engineer\ntags: [release, New Feature]\n---\nBody.\n',
      { tags },
    );
    expect(converted.text).toContain('- new-feature');
    expect(converted.text).toContain('name: Marco Vidal');
    expect([...converted.inlineTags]).toEqual([['new-feature', 'New Feature']]);
    expect(convertFrontMatter('---\ntitle: X\ntags: [release]\n---\nBody.\n', { tags }).text).toBeUndefined();
  });

  it("serves a tag at tags.yml's permalink and renames authors.yml keys that are no author id here", () => {
    const tags = convertTags({ release: { label: 'Release', permalink: '/release-notes' } });
    const converted = convertFrontMatter(
      '---\ntitle: X\nauthors: [Ana_Lopez, { name: Guest }]\ntags: [release]\n---\nBody.\n',
      {
        tags,
        authorIds: new Map([['Ana_Lopez', 'ana-lopez']]),
      },
    );
    expect(converted.text).toMatch(/tags:\n {2}- release-notes/);
    expect(converted.text).toMatch(/authors:\n {2}- ana-lopez\n {2}- name: Guest/);
  });

  it('converts a sidebar with translated category labels, and reports what it cannot express', () => {
    const skipped: Skipped[] = [];
    const items = convertSidebar(
      's',
      [
        'a',
        {
          type: 'category',
          label: 'Guides',
          collapsed: false,
          link: { type: 'doc', id: 'g' },
          items: ['g/x', { type: 'autogenerated', dirName: 'g/more' }],
        },
        { type: 'link', label: 'Home', href: 'https://x.example' },
        { 'Short form': ['b'] },
      ],
      { es: { 'sidebar.s.category.Guides': 'Guías' } },
      skipped,
    );
    expect(items).toEqual([
      'a',
      {
        type: 'category',
        id: 'guides',
        label: { es: 'Guías', en: 'Guides' },
        items: ['g/x', { type: 'autogenerated', dirName: 'g/more' }],
        collapsed: false,
        link: { type: 'doc', id: 'g' },
      },
      { type: 'category', id: 'short-form', label: { es: 'Short form', en: 'Short form' }, items: ['b'] },
    ]);
    expect(skipped).toEqual([
      { item: 's[2] (link "Home")'.replace(/^/, 'sidebars: '), reason: expect.stringContaining('has no place') },
    ]);
  });

  it('finds the static files the content names', () => {
    expect(
      referencedStaticFiles(
        ['![a](/img/a.png)', "<img src={useBaseUrl('/img/c.png')} />"],
        ['/img/a.png', '/img/b.png', '/img/c.png'],
      ),
    ).toEqual(['/img/a.png', '/img/c.png']);
  });
});

describe('npm run import:docusaurus', () => {
  it('refuses a folder without docs/, changing nothing', async () => {
    const site = tempDir();
    const project = tempDir();
    fs.mkdirSync(path.join(site, 'blog'));
    const result = await importDocusaurus({ site, project, defaultLocale: 'en', force: false });
    expect(result.found).toBe(0);
    expect(result.exitCode).toBe(1);
    expect(result.lines[0]).toMatch(/no Markdown in docs\/ or blog\/: nothing to import/);
    expect(fs.readdirSync(project)).toEqual([]);
  });

  it('refuses a sidebars.js it cannot evaluate, says so, and lets the folders make the sidebar', async () => {
    const site = tempDir();
    const project = tempDir();
    fs.mkdirSync(path.join(site, 'docs'));
    fs.writeFileSync(path.join(site, 'docs/a.md'), '---\ntitle: A\n---\nText.\n');
    fs.writeFileSync(path.join(site, 'sidebars.js'), 'export default { broken: [ };\n');
    const result = await importDocusaurus({ site, project, defaultLocale: 'en', force: false });
    expect(result.found).toBe(1);
    expect(result.lines.join('\n')).toMatch(
      /sidebars\.js: cannot be evaluated .*the docs folders make the sidebar instead/,
    );
    expect(fs.existsSync(path.join(project, 'content/sidebar.json'))).toBe(false);
  });

  it("writes nothing when a doc collides with the project's, says how to fix it; --force replaces ours", async () => {
    const project = tempDir();
    const existing = path.join(project, 'content/en/docs/intro.mdx');
    fs.mkdirSync(path.dirname(existing), { recursive: true });
    fs.writeFileSync(existing, '---\ntitle: Mine\n---\n\nMine.\n');
    const result = await importDocusaurus({ site: FIXTURE, project, defaultLocale: 'en', force: false });
    expect(result.exitCode).toBe(1);
    expect(fs.readdirSync(path.join(project, 'content/en/docs'))).toEqual(['intro.mdx']);
    expect(result.lines.join('\n')).toMatch(
      /docs\/intro\.md: doc id "intro" is also content\/en\/docs\/intro\.mdx's: --force replaces ours, or --prefix <folder>/,
    );
    const forced = await importDocusaurus({ site: FIXTURE, project, defaultLocale: 'en', force: true });
    expect(forced.exitCode).toBe(0);
    expect(fs.existsSync(existing)).toBe(false);
    expect(fs.readFileSync(path.join(project, 'content/en/docs/intro.md'), 'utf8')).toContain(
      'Welcome to the field guide',
    );
  });

  it('brings the fixture site: counts per locale, merged JSON files, marked translations, and every item it left', async () => {
    const project = tempDir();
    const { found, lines } = await importDocusaurus({ site: FIXTURE, project, defaultLocale: 'en', force: false });
    expect(found).toBe(32);
    expect(lines).toEqual(
      expect.arrayContaining([
        '  docs (en): 15',
        '  docs (es): 13',
        '  posts (en): 2',
        '  posts (es): 2',
        '  authors: 1',
        '  static files: 2',
        '  category pages given the address Docusaurus gave them: 1',
        '  files beside the Markdown (en): 5',
        '  files beside the Markdown (es): 5',
      ]),
    );
    expect(lines.join('\n')).not.toMatch(/mobile\.png/);
    for (const file of [
      'content/en/blog/2025-01-20-release/mobile.png',
      'content/es/blog/2025-01-20-release/mobile.png',
      'content/en/docs/img/dashboard.png',
      'content/en/docs/01-getting-started/files/campaign-checklist.pdf',
    ]) {
      expect(fs.readFileSync(path.join(project, file)), file).toEqual(
        fs.readFileSync(
          path.join(
            FIXTURE,
            file.startsWith('content/es/blog')
              ? 'i18n/es/docusaurus-plugin-content-blog/2025-01-20-release/mobile.png'
              : file.replace(/^content\/en\//, ''),
          ),
        ),
      );
    }
    expect(lines.join('\n')).toMatch(/link "Status page"/);
    expect(Object.keys(JSON.parse(fs.readFileSync(path.join(project, 'content/authors.json'), 'utf8')))).toEqual([
      'ana',
    ]);
    expect(fs.readFileSync(path.join(project, 'content/en/docs/intro.md'), 'utf8')).toMatch(
      /^translationOf: "[0-9a-f]{12}"$/m,
    );
    expect(
      JSON.parse(fs.readFileSync(path.join(project, 'content/es/docs/02-guides/_category_.json'), 'utf8')),
    ).toEqual({ label: 'Guías' });
    // The site was written in English: its generated index keeps the address of its English label.
    expect(
      JSON.parse(fs.readFileSync(path.join(project, 'content/en/docs/02-guides/advanced/_category_.json'), 'utf8'))
        .link,
    ).toEqual({
      type: 'generated-index',
      description: 'Automation and integrations for teams that run many campaigns.',
      slug: '/category/advanced',
    });
    expect(JSON.parse(fs.readFileSync(path.join(project, 'content/sidebar.json'), 'utf8')).items[1].link).toMatchObject(
      { type: 'generated-index', slug: '/category/getting-started', title: { es: 'Empieza aquí', en: 'Start here' } },
    );
  });
});
