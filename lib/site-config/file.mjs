/**
 * Where content/site.json is, and the addresses in it as environment defaults. Plain
 * JavaScript without dependencies: next.config.mjs and scripts/build.ts read it before
 * anything else, so that lib/site.ts (also bundled into client code, where no file can be
 * read) sees the configured addresses through the same variables that override them.
 */
import fs from 'node:fs';
import path from 'node:path';

/** The project's own site configuration. */
export const DEFAULT_SITE_CONFIG_FILE = 'content/site.json';

/**
 * The site.json of a content folder; a folder without one (a test scenario of content
 * only) uses the project's.
 * @example siteConfigFile('tests/fixtures/content/valid') === 'content/site.json'
 */
export function siteConfigFile(contentDir = process.env.CONTENT_DIR ?? 'content') {
  const own = path.join(contentDir, 'site.json');
  return fs.existsSync(own) ? own : DEFAULT_SITE_CONFIG_FILE;
}

/**
 * Environment variable of each product link (lib/site.ts `PRODUCT_LINKS`).
 * @type {Readonly<Record<'app' | 'admin' | 'website' | 'api' | 'github' | 'contact', string>>}
 */
export const PRODUCT_LINK_VARIABLES = {
  app: 'VIGIA_APP_URL',
  admin: 'VIGIA_ADMIN_URL',
  website: 'VIGIA_WEBSITE_URL',
  api: 'VIGIA_API_URL',
  github: 'VIGIA_GITHUB_URL',
  contact: 'VIGIA_CONTACT_EMAIL',
};

/**
 * The variables lib/site.ts reads, as site.json gives them; unreadable or absent values
 * are left out (the build's validation of site.json reports them).
 * @example siteEnvDefaults({ url: 'https://kysely.dev', baseUrl: '/' }) → { SITE_URL: 'https://kysely.dev', BASE_PATH: '' }
 * @param {any} config site.json as parsed, not yet validated
 * @returns {Record<string, string>}
 */
export function siteEnvDefaults(config) {
  /** @type {Record<string, string>} */
  const env = {};
  if (!config || typeof config !== 'object') return env;
  if (typeof config.url === 'string') env.SITE_URL = config.url;
  if (typeof config.baseUrl === 'string') env.BASE_PATH = config.baseUrl.replace(/\/+$/, '');
  if (typeof config.editUrl === 'string') env.VIGIA_EDIT_URL = config.editUrl;
  const routes = routeBasesOf(config.routes);
  if (routes) env.VIGIA_ROUTES = JSON.stringify(routes);
  const links = config.productLinks && typeof config.productLinks === 'object' ? config.productLinks : {};
  for (const [key, variable] of Object.entries(PRODUCT_LINK_VARIABLES))
    if (typeof links[key] === 'string') env[variable] = links[key];
  return env;
}

/** @param {string} value */
const trimSlashes = (value) => value.replace(/^\/+|\/+$/g, '');

/**
 * site.json's `routes` as lib/urls.ts reads them (`RouteBases`), slashes trimmed; undefined
 * when absent or not an object (the build's validation of site.json reports it).
 * @example routeBasesOf({ docs: '/', blog: '/posts/' }) → { docs: '', blog: 'posts', docsInstances: [] }
 * @param {any} routes site.json's `routes`, not yet validated
 * @returns {{ docs: string, blog: string, docsInstances: { id: string, folder: string, routeBasePath: string }[] } | undefined}
 */
export function routeBasesOf(routes) {
  if (!routes || typeof routes !== 'object') return undefined;
  /** @type {(value: unknown, fallback: string) => string} */
  const text = (value, fallback) => (typeof value === 'string' ? trimSlashes(value) : fallback);
  /** @type {any[]} */
  const instances = Array.isArray(routes.docsInstances) ? routes.docsInstances : [];
  return {
    docs: text(routes.docs, 'docs'),
    blog: text(routes.blog, 'blog'),
    docsInstances: instances
      .filter((i) => i && typeof i === 'object' && typeof i.id === 'string')
      .map((i) => ({ id: i.id, folder: text(i.folder, i.id), routeBasePath: text(i.routeBasePath, i.id) })),
  };
}

/**
 * Sets each variable of siteEnvDefaults that the environment does not already set (an override wins).
 * @param {NodeJS.ProcessEnv} [env]
 */
export function applySiteEnv(env = process.env) {
  let config;
  try {
    config = JSON.parse(fs.readFileSync(siteConfigFile(env.CONTENT_DIR ?? 'content'), 'utf8'));
  } catch {
    return; // reported with its file and line by lib/site-config when the pages read it
  }
  for (const [name, value] of Object.entries(siteEnvDefaults(config))) if (env[name] === undefined) env[name] = value;
}
