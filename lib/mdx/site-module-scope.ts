/**
 * The site's own modules as MDX's `run` reads them: components/mdx/site-modules.generated.tsx
 * (bundled by Next, loaded with the MDX body component) registers them here once per process.
 */
import { processMemo } from '../process-memo';

/** Each module by its key (lib/mdx/site-modules.ts `siteModuleKey`): its exports by name. */
export type SiteModules = Record<string, Record<string, unknown>>;

/** The key under which lib/mdx/index.ts puts the registry in `run`'s Docusaurus scope. */
export const SITE_MODULES_SCOPE_KEY = '@site-modules';

const store = processMemo('site-modules', (): { modules: SiteModules } => ({ modules: {} }));

/** Called by the generated registry. */
export function registerSiteModules(modules: SiteModules): void {
  store.modules = modules;
}

/** The registered modules ({} before the registry loads, e.g. in unit tests). */
export function getSiteModules(): SiteModules {
  return store.modules;
}
