/**
 * The source of the generated registry of a site's own modules (pure): the server file that
 * registers every module content imports, and the `'use client'` file through which its
 * components reach the browser. A data module (strings a page shows) stays on the server.
 */

/** One module content imports, as scripts/write-site-modules.ts found it. */
export interface SiteModuleEntry {
  /** Its project path (`src/components/Playground.tsx`). */
  file: string;
  key: string;
  /** The exports content takes (`default`, names; `*` for the whole module). */
  names: string[];
  client: boolean;
  /** Why it cannot be bundled (one line), when it cannot: its components show that line instead. */
  unsupported?: string;
  /** It renders an external frame: each component it exports is followed by the frame's link (components/docusaurus/external-frame-links.tsx). */
  externalFrames?: boolean;
}

/** Generated files, relative to the project root. */
export const SITE_MODULES_FILE = 'components/mdx/site-modules.generated.tsx';
export const SITE_CLIENT_MODULES_FILE = 'components/mdx/site-modules.client.generated.tsx';

const HEADER = '// Written by scripts/write-site-modules.ts before each build: the site modules content imports.\n';

/** `src/components/Playground.tsx` as imported from components/mdx/. */
function importPath(file: string): string {
  return `../../${file.replace(/\.(tsx|ts|jsx|js)$/, '')}`;
}

/**
 * The two files' text for `entries`.
 * @example buildSiteModuleRegistry([]).server includes 'registerSiteModules({});'
 */
export function buildSiteModuleRegistry(
  entries: readonly SiteModuleEntry[],
  mdxComponents?: { file: string; names: string[] },
): { server: string; client: string } {
  const clientLines: string[] = [];
  const serverImports: string[] = [];
  const registered: string[] = [];
  if (mdxComponents && mdxComponents.names.length > 0) {
    // The site's global components: one client export each (a server component cannot read a client module's object).
    clientLines.push(`import SiteMDXComponents from '${importPath(mdxComponents.file)}';`);
    for (const name of mdxComponents.names) clientLines.push(`export const mdx_${name} = SiteMDXComponents.${name};`);
    registered.push(
      `  '@theme/MDXComponents': { ${mdxComponents.names.map((n) => `${JSON.stringify(n)}: client.mdx_${n}`).join(', ')} },`,
    );
  }
  entries.forEach((entry, i) => {
    const key = JSON.stringify(entry.key);
    if (entry.unsupported) {
      const exports = entry.names.filter((n) => n !== '*');
      const stub = `unsupportedComponent(${JSON.stringify(entry.unsupported)})`;
      registered.push(`  ${key}: { ${exports.map((n) => `${JSON.stringify(n)}: ${stub}`).join(', ')} },`);
    } else if (entry.client) {
      const names = entry.names.filter((n) => n !== '*');
      for (const name of names)
        clientLines.push(`export { ${name} as m${i}_${name} } from '${importPath(entry.file)}';`);
      // A component (`default`, a capitalised name) of a module with external frames gets their links after it.
      const value = (n: string) =>
        entry.externalFrames && (n === 'default' || /^[A-Z]/.test(n))
          ? `withExternalFrameLinks(client.m${i}_${n})`
          : `client.m${i}_${n}`;
      registered.push(`  ${key}: { ${names.map((n) => `${JSON.stringify(n)}: ${value(n)}`).join(', ')} },`);
    } else {
      serverImports.push(`import * as m${i} from '${importPath(entry.file)}';`);
      registered.push(`  ${key}: m${i},`);
    }
  });
  const needsStub = entries.some((e) => e.unsupported);
  const server = [
    HEADER.trimEnd(),
    "import { registerSiteModules } from '@/lib/mdx/site-module-scope';",
    ...(needsStub ? ["import { unsupportedComponent } from '@/components/docusaurus/unsupported';"] : []),
    ...(entries.some((e) => e.externalFrames && !e.unsupported && e.client)
      ? ["import { withExternalFrameLinks } from '@/components/docusaurus/external-frame-links';"]
      : []),
    ...(clientLines.length ? ["import * as client from './site-modules.client.generated';"] : []),
    ...serverImports,
    '',
    registered.length ? `registerSiteModules({\n${registered.join('\n')}\n});` : 'registerSiteModules({});',
    '',
  ].join('\n');
  const client = [
    HEADER.trimEnd(),
    "'use client';",
    '',
    ...(clientLines.length ? clientLines : ['export {};']),
    '',
  ].join('\n');
  return { server, client };
}
