/** The imported fixture Docusaurus site (`npm run build:imported`, out-docusaurus/), served for a spec. */
import fs from 'node:fs';
import { test } from './fixtures';
import { startStaticServer } from './nav-helpers';

/** Where `npm run build:imported` writes the export. */
export const IMPORTED_SITE_DIR = 'out-docusaurus';

/** Serves the imported site during the spec's tests; `origin` is set once it runs. */
export function serveImportedSite(): { origin: string } {
  const site = { origin: '' };
  let close = async () => {};
  test.beforeAll(async () => {
    if (!fs.existsSync(`${IMPORTED_SITE_DIR}/index.html`))
      throw new Error(`${IMPORTED_SITE_DIR}/ is missing: run \`npm run build:imported\` first.`);
    const server = await startStaticServer(IMPORTED_SITE_DIR, '');
    site.origin = server.origin;
    close = server.close;
  });
  test.afterAll(() => close());
  return site;
}
