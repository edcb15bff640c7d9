import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { readDocusaurusConfig } from '@/lib/import/docusaurus-config';
import { buildReplacePlan } from '@/lib/import/docusaurus-replace';
import {
  buildSiteThemeCss,
  dependenciesOf,
  frameIframes,
  planSiteFiles,
  rebaseOutsideImports,
} from '@/lib/import/docusaurus-site-files';
import { labelOf, staticPath } from '@/lib/import/docusaurus-site-chrome';
import { siteConfigSchema, type SiteConfigInput } from '@/lib/site-config/schema';

const SITE = path.resolve('tests/fixtures/docusaurus-components-site');
const read = readDocusaurusConfig(SITE);
const plan = buildReplacePlan(SITE, read.config, '.', 'en', read.file);
const siteJson = plan.files.find((f) => f.path === 'content/site.json');
const site = JSON.parse(String(siteJson?.data ?? '{}')) as SiteConfigInput;

describe('buildReplacePlan: docusaurus.config as content/site.json', () => {
  it('reads a config that requires a plugin that is not installed', () => {
    expect(read.stubbed).toContain('docusaurus-plugin-missing-search');
    expect(site.title).toBe('Lantern Docs');
  });

  it('writes a site.json the build accepts', () => expect(siteConfigSchema.safeParse(site).success).toBe(true));

  it('brings title, tagline, addresses, logo and favicon as site paths', () => {
    expect(site).toMatchObject({
      tagline: 'Light for your logs',
      url: 'https://docs.vigia.example',
      favicon: '/img/favicon.svg',
    });
    expect(site.navbar.logo).toEqual({ src: '/img/logo.svg', alt: { en: 'Lantern logo', es: 'Logo de Lantern' } });
  });

  it('brings each navbar item type, labels per locale where the site translates them', () => {
    expect(site.navbar.items.map((i) => i.type)).toEqual([
      'doc',
      'docSidebar',
      'link',
      'dropdown',
      'localeDropdown',
      'docsVersionDropdown',
      'search',
      'html',
      'docSidebar',
    ]);
    // Another docs instance's sidebar is named by its instance, its docs by their folder.
    expect(site.navbar.items[8]).toMatchObject({ type: 'docSidebar', sidebarId: 'community' });
    expect(site.navbar.items[0]).toEqual({
      type: 'doc',
      docId: 'intro',
      label: { en: 'Guide', es: 'Guía' },
      position: 'left',
    });
    expect(site.navbar.items[2]).toEqual({ type: 'link', label: 'News', to: '/blog' });
  });

  it('says in one line each what it leaves out', () => {
    expect(plan.notes).toContain(
      'docusaurus.config.js: themeConfig.navbar.items[8]: navbar item of type "custom-widget" not brought (the site renders link, doc, docSidebar, dropdown, localeDropdown, docsVersionDropdown, search and html items)',
    );
    expect(plan.notes.some((n) => n.includes('items[3].items[1]: not a link or doc item'))).toBe(true);
    expect(plan.notes.some((n) => n.startsWith('src/pages/: 1 files not brought'))).toBe(true);
  });

  it('brings footer columns, the copyright as HTML, the footer style, the announcement, colour mode, languages, locales and blog options', () => {
    expect(site.footer?.columns?.map((c) => [c.id, c.items.length])).toEqual([
      ['learn', 1],
      ['community', 1],
    ]);
    expect(site.footer?.copyright).toEqual({ html: 'Copyright © Lantern Authors<br/>Built with care' });
    expect(site.footer?.style).toBe('dark');
    expect(site.announcementBar).toEqual({
      id: 'v2',
      content: { html: 'Lantern <b>2.0</b> is out' },
      isCloseable: false,
    });
    expect(site.colorMode).toEqual({ defaultMode: 'dark', disableSwitch: false, respectPrefersColorScheme: true });
    expect(site.code?.additionalLanguages).toEqual(['toml']);
    expect(site.code?.magicComments?.map((c) => c.className)).toEqual([
      'theme-code-block-highlighted-line',
      'code-block-diff-red',
      'code-block-diff-green',
    ]);
    expect(site.editUrl).toBeUndefined(); // each doc keeps its own (custom_edit_url)
    expect(site.locales).toEqual({ en: { label: 'English (Lantern)' } });
    expect(site.blog).toEqual({
      title: 'Lantern news',
      description: 'What is new in Lantern',
      postsPerPage: 5,
      // Docusaurus names the feed after the site, and describes it as "<title> Blog", unless told.
      feedOptions: {
        type: ['rss', 'atom'],
        title: 'Lantern Docs',
        description: 'Lantern Docs Blog',
        copyright: 'Copyright Lantern',
        limit: 2,
      },
    });
  });
});

describe('buildReplacePlan: the site own files', () => {
  const paths = plan.files.map((f) => f.path);
  it('brings static/ to public/ and src/ without pages, with the swizzled MDXComponents', () => {
    expect(paths).toEqual(
      expect.arrayContaining([
        'public/img/logo.svg',
        'src/components/Greeting/index.tsx',
        'src/components/Greeting/styles.module.css',
        'src/theme/MDXComponents.js',
      ]),
    );
    expect(paths.some((p) => p.startsWith('src/pages/'))).toBe(false);
  });
  it('brings the custom CSS in a cascade layer, its Infima colour for links', () => {
    const css = plan.files.find((f) => f.path === 'app/styles/site-theme.css');
    const text = String(css?.data ?? '');
    expect(text).toContain('@layer site-theme {');
    expect(text).toContain('--link: var(--ifm-color-primary);');
  });
  it("makes a component's <iframe> the layer's ExternalFrame, and says so in one line", () => {
    const live = plan.files.find((f) => f.path === 'src/components/LiveExample.tsx');
    expect(String(live?.data)).toMatch(
      /^import DocusaurusExternalFrame from '@\/components\/docusaurus\/external-frame';\nimport \{ useEffect/,
    );
    expect(String(live?.data)).toContain('<DocusaurusExternalFrame allow="clipboard-write"');
    expect(String(live?.data)).not.toContain('<iframe');
    expect(plan.fixes).toEqual([
      expect.stringMatching(
        /^src\/components\/LiveExample\.tsx: its <iframe> is the layer's ExternalFrame: a frame of another site shows a link/,
      ),
    ]);
  });
  it("adds the npm packages the site's code imports, with its ranges, not React nor Docusaurus", () =>
    expect(plan.dependencies).toEqual({ ms: '2.1.3' }));
});

describe('frameIframes', () => {
  it("rewrites JSX iframes only, after the file's directives", () => {
    const code = "'use client';\nconst html = '<iframe src=x>';\nexport const A = () => <iframe src={u}></iframe>;\n";
    expect(frameIframes('a.jsx', code)).toBe(
      "'use client';\nimport DocusaurusExternalFrame from '@/components/docusaurus/external-frame';\nconst html = '<iframe src=x>';\nexport const A = () => <DocusaurusExternalFrame src={u}></DocusaurusExternalFrame>;\n",
    );
    expect(frameIframes('a.tsx', "const html = '<iframe src=x>';")).toBeUndefined();
    expect(frameIframes('a.css', '<iframe>')).toBeUndefined();
  });
});

describe('helpers', () => {
  it('staticPath', () => {
    expect(staticPath('img/logo.svg')).toBe('/img/logo.svg');
    expect(staticPath('/docs/img/a.png', '/docs/')).toBe('/img/a.png');
    expect(staticPath('https://cdn.example/a.png')).toBe('https://cdn.example/a.png');
  });
  it('labelOf keeps a plain string when no locale translates it', () =>
    expect(labelOf('Docs', 'item.label.Docs', {}, 'en')).toBe('Docs'));
  it('dependenciesOf reads packages, skips relative, Docusaurus and React imports', () =>
    expect(
      dependenciesOf(
        [
          "import a from 'left-pad';\nimport L from '@docusaurus/Link';\nimport R from 'react';\nimport x from './x';\nimport s from '@scope/p/sub';",
        ],
        {
          dependencies: { 'left-pad': '^1.0.0' },
        },
      ),
    ).toEqual({ 'left-pad': '^1.0.0', '@scope/p': 'latest' }));
  it('buildSiteThemeCss leaves @import out and imports npm CSS into the layer', () =>
    expect(buildSiteThemeCss("@import url('https://x');\n.a{}", 'custom.css', ['@radix-ui/colors/sky.css'])).toMatch(
      /^\/\*.*\*\/\n@import '@radix-ui\/colors\/sky.css' layer\(site-theme\);\n@layer site-theme \{\n\n\.a\{\}\n\}\n$/,
    ));
});

describe('planSiteFiles: files outside src/ that components import', () => {
  it('brings them below src/site-root/ and rewrites the import; refuses one outside the site', () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'vigia-site-root-'));
    const site = path.join(root, 'website');
    const write = (rel: string, text: string) => {
      fs.mkdirSync(path.dirname(path.join(site, rel)), { recursive: true });
      fs.writeFileSync(path.join(site, rel), text);
    };
    write('package.json', '{"version": "1.2.3"}');
    write('lib/versions.ts', "import data from './data.json';\nexport const v = data;\n");
    write('lib/data.json', '[]');
    write(
      'src/components/Shared/shared.tsx',
      "import pkg from '../../../package.json';\nimport { v } from '../../../lib/versions';\nimport x from '../../../../outside';\n",
    );
    fs.writeFileSync(path.join(root, 'outside.ts'), 'export default 1;');
    try {
      const planned = planSiteFiles(site);
      const paths = planned.files.map((f) => f.path).sort();
      expect(paths).toEqual([
        'src/components/Shared/shared.tsx',
        'src/site-root/lib/data.json',
        'src/site-root/lib/versions.ts',
        'src/site-root/package.json',
      ]);
      const shared = planned.files.find((f) => f.path === 'src/components/Shared/shared.tsx');
      expect(shared && 'content' in shared ? shared.content : '').toContain("from '../../site-root/package.json'");
      expect(shared && 'content' in shared ? shared.content : '').toContain("from '../../site-root/lib/versions'");
      expect(planned.notes).toContain(
        'src/components/Shared/shared.tsx: imports "../../../../outside", outside the site folder: not brought (copy it into src/)',
      );
    } finally {
      fs.rmSync(root, { recursive: true, force: true });
    }
  });
  it("brings the fixture component's package.json import", () => {
    expect(plan.files.map((f) => f.path)).toContain('src/site-root/package.json');
    const version = plan.files.find((f) => f.path === 'src/components/SiteVersion.tsx');
    expect(String(version?.data)).toContain("from '../site-root/package.json'");
  });

  it('points a component beside the docs at the site files outside docs/ it imports, as in kysely', () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'rebase-'));
    try {
      fs.writeFileSync(path.join(root, 'package.json'), '{ "version": "1.0.0" }');
      fs.mkdirSync(path.join(root, 'src/components'), { recursive: true });
      fs.writeFileSync(path.join(root, 'src/components/Box.tsx'), 'export const Box = 1;');
      const code = [
        "import packageJson from '../../package.json'",
        "import { Box } from '../../src/components/Box'",
        "import { Tabs } from './Tabs'",
      ].join('\n');
      const rebased = rebaseOutsideImports(root, 'docs/start/shared.tsx', 'content/en/docs/start/shared.tsx', code);
      expect(rebased.text.split('\n')).toEqual([
        "import packageJson from '../../../../src/site-root/package.json'",
        "import { Box } from '../../../../src/components/Box'",
        "import { Tabs } from './Tabs'",
      ]);
      expect(rebased.bring).toEqual([{ path: 'src/site-root/package.json', from: path.join(root, 'package.json') }]);
      // In a cut version's folder, one level deeper in the project and in the site alike.
      const versioned = rebaseOutsideImports(
        root,
        'versioned_docs/version-1.0/start/shared.tsx',
        'content/en/versioned_docs/version-1.0/start/shared.tsx',
        "import p from '../../../package.json'",
      );
      expect(versioned.text).toBe("import p from '../../../../../src/site-root/package.json'");
    } finally {
      fs.rmSync(root, { recursive: true, force: true });
    }
  });
});
