import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildSiteConfig } from '@/lib/import/docusaurus-site-config';

const siteDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vigia-site-config-'));
afterAll(() => fs.rmSync(siteDir, { recursive: true, force: true }));

describe("a Docusaurus site's blog feed options", () => {
  it("default to Docusaurus' own: the site's title, and '<title> Blog' for the description", () => {
    const { siteConfig } = buildSiteConfig(
      { title: 'Beacon', presets: [['classic', { blog: { routeBasePath: '/posts' } }]] },
      { siteDir, defaultLocale: 'en' },
    );
    expect(siteConfig.blog?.feedOptions).toMatchObject({ title: 'Beacon', description: 'Beacon Blog' });
  });

  it("keep the site's own title and description", () => {
    const { siteConfig } = buildSiteConfig(
      {
        title: 'Beacon',
        presets: [['classic', { blog: { feedOptions: { title: 'Signals', description: 'What Beacon sends' } } }]],
      },
      { siteDir, defaultLocale: 'en' },
    );
    expect(siteConfig.blog?.feedOptions).toMatchObject({ title: 'Signals', description: 'What Beacon sends' });
  });
});
