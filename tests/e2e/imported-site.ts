/** The imported fixture Docusaurus site (`npm run build:imported`, out-docusaurus/), served for a spec. */
import fs from 'node:fs';
import { test } from './fixtures';
import { startStaticServer } from './nav-helpers';

/** Where `npm run build:imported` writes the export. */
export const IMPORTED_SITE_DIR = 'out-docusaurus';

/**
 * Serves an imported site's export (out-docusaurus/ unless told) during the spec's tests,
 * under the base path it was built for; `origin` is set once it runs.
 */
export function serveImportedSite(dir = IMPORTED_SITE_DIR, basePath = ''): { origin: string } {
  const site = { origin: '' };
  let close = async () => {};
  test.beforeAll(async () => {
    if (!fs.existsSync(`${dir}/index.html`))
      throw new Error(`${dir}/ is missing: run \`npm run build:imported\` (or build:root-docs) first.`);
    const server = await startStaticServer(dir, basePath);
    site.origin = server.origin;
    close = server.close;
  });
  test.afterAll(() => close());
  return site;
}
