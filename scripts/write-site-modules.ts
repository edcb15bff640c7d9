/**
 * Writes the registry of the site modules content imports (lib/mdx/site-module-registry.ts),
 * before `next build` or `next dev` compiles: Next bundles a site's own components through it.
 * A module whose imports the project cannot provide is named in one line and shows that line
 * where it is used, instead of failing the build inside Next.js.
 */
import fs from 'node:fs';
import path from 'node:path';
import {
  buildSiteModuleRegistry,
  SITE_CLIENT_MODULES_FILE,
  SITE_MODULES_FILE,
  type SiteModuleEntry,
} from '../lib/mdx/site-module-registry';
import { findSiteMdxComponentsFile, readSiteMdxComponentNames } from '../lib/mdx/site-mdx-components';
import { isPartialImport, resolveSiteModule, siteModuleKey } from '../lib/mdx/site-modules';
import { findUnsupportedImport, isClientModule, rendersExternalFrame, scanImports } from '../lib/mdx/site-module-scan';

function listMdx(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile() && /\.mdx?$/.test(e.name))
    .map((e) => path.relative('.', path.join(e.parentPath, e.name)).split(path.sep).join('/'))
    .sort();
}

/** The modules the content of `contentDir` imports, each checked. */
export function findSiteModules(contentDir: string): SiteModuleEntry[] {
  const byKey = new Map<string, SiteModuleEntry>();
  for (const file of listMdx(contentDir)) {
    for (const { specifier, names } of scanImports(fs.readFileSync(file, 'utf8'))) {
      if (isPartialImport(specifier) || specifier.startsWith('@site/static/')) continue;
      const target = resolveSiteModule(specifier, file);
      if (!target) continue;
      const key = siteModuleKey(target);
      const entry =
        byKey.get(key) ??
        (() => {
          const created: SiteModuleEntry = {
            file: target,
            key,
            names: [],
            client: isClientModule(target, fs.readFileSync(target, 'utf8')),
          };
          created.unsupported = created.client ? findUnsupportedImport(target) : undefined;
          if (created.client && !created.unsupported && rendersExternalFrame(target)) created.externalFrames = true;
          byKey.set(key, created);
          return created;
        })();
      for (const name of names) if (!entry.names.includes(name)) entry.names.push(name);
    }
  }
  return [...byKey.values()];
}

/** Writes both files when their text changed; returns the one-line problems. */
export function writeSiteModules(contentDir = process.env.CONTENT_DIR ?? 'content'): string[] {
  const entries = findSiteModules(contentDir);
  const mdxFile = findSiteMdxComponentsFile();
  const mdxProblem = mdxFile ? findUnsupportedImport(mdxFile) : undefined;
  const mdxComponents = mdxFile && !mdxProblem ? { file: mdxFile, names: readSiteMdxComponentNames() } : undefined;
  const { server, client } = buildSiteModuleRegistry(entries, mdxComponents);
  for (const [file, text] of [
    [SITE_CLIENT_MODULES_FILE, client],
    [SITE_MODULES_FILE, server],
  ] as const) {
    if (!fs.existsSync(file) || fs.readFileSync(file, 'utf8') !== text) fs.writeFileSync(file, text);
  }
  return [
    ...(mdxProblem ? [`${mdxProblem} (the site's global MDX components are left out)`] : []),
    ...entries.flatMap((e) =>
      e.unsupported ? [`${e.unsupported} (shown in its place on the pages using ${e.key})`] : [],
    ),
  ];
}
