// Written by scripts/write-site-modules.ts before each build: the site modules content imports.
import { registerSiteModules } from '@/lib/mdx/site-module-scope';

registerSiteModules({});
