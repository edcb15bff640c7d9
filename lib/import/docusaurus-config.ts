import fs from 'node:fs';
import path from 'node:path';
import { editUrlFunctionNotes } from './docusaurus-edit-url';
import { evaluateSiteModule } from './site-module';

/** A locale's entry of `i18n.localeConfigs`. */
export interface DocusaurusLocaleConfig {
  label?: string;
  htmlLang?: string;
  direction?: string;
  path?: string;
  [key: string]: unknown;
}

/**
 * A docusaurus.config.* as data (functions and stand-ins of missing packages dropped, as JSON
 * would). Only the fields the importer reads are typed; the rest is there, unknown.
 */
export interface DocusaurusConfigData {
  title?: string;
  tagline?: string;
  url?: string;
  baseUrl?: string;
  favicon?: string;
  trailingSlash?: boolean;
  i18n?: { defaultLocale?: string; locales?: string[]; localeConfigs?: Record<string, DocusaurusLocaleConfig> };
  presets?: unknown[];
  plugins?: unknown[];
  themes?: unknown[];
  themeConfig?: Record<string, unknown>;
  markdown?: Record<string, unknown>;
  customFields?: Record<string, unknown>;
  [key: string]: unknown;
}

/** What reading a site's configuration gave. */
export interface DocusaurusConfigResult {
  /** The config file's name in the site (`docusaurus.config.ts`), undefined when the site has none. */
  file?: string;
  /** The configuration; the classic preset with its defaults when there is none or it could not be evaluated. */
  config: DocusaurusConfigData;
  /** One line each: what could not be read, and what the import does instead. */
  problems: string[];
  /** Packages the config imports that are not installed here; they were stand-ins while it ran. */
  stubbed: string[];
}

const CONFIG_FILES = [
  'docusaurus.config.ts',
  'docusaurus.config.mts',
  'docusaurus.config.js',
  'docusaurus.config.mjs',
  'docusaurus.config.cjs',
];

const SIDEBAR_FILES = ['sidebars.ts', 'sidebars.js', 'sidebars.mjs', 'sidebars.cjs', 'sidebars.json'];

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A config value when it is a string, else undefined. */
export const str = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);

/** What a site without a readable config is read as: the classic preset, with the site's sidebars file if it has one. */
function defaultConfig(siteDir: string): DocusaurusConfigData {
  const sidebarPath = SIDEBAR_FILES.find((name) => fs.existsSync(path.join(siteDir, name)));
  return { presets: [['classic', { docs: sidebarPath ? { sidebarPath } : {} }]] };
}

/**
 * Evaluates the site's docusaurus.config.* in a child process with a time limit
 * (lib/import/site-module.ts). A config that cannot be evaluated leaves `{}` and a problem
 * line: the import goes on with Docusaurus' defaults.
 */
export function readDocusaurusConfig(siteDir: string, timeLimitMs?: number): DocusaurusConfigResult {
  const file = CONFIG_FILES.find((name) => fs.existsSync(path.join(siteDir, name)));
  if (!file)
    return {
      config: defaultConfig(siteDir),
      problems: [
        'docusaurus.config.*: none in the site folder: read with Docusaurus defaults (docs/, blog/, sidebars.*)',
      ],
      stubbed: [],
    };
  const result = evaluateSiteModule(path.join(siteDir, file), timeLimitMs);
  if (result.error !== undefined || !isRecord(result.value))
    return {
      file,
      config: defaultConfig(siteDir),
      problems: [
        `${file}: could not be evaluated (${result.error ?? 'it does not export an object'}): read with Docusaurus defaults (docs/, blog/, sidebars.*); its title, navbar, plugin options are not brought`,
      ],
      stubbed: result.stubbed,
    };
  const { config, dropped } = typedFields(result.value);
  return {
    file,
    config,
    problems: [
      ...dropped.map((line) => `${file}: ${line}`),
      ...editUrlFunctionNotes(file, result.functions ?? [], config),
    ],
    stubbed: result.stubbed,
  };
}

/** The kind each typed field of DocusaurusConfigData must be; Docusaurus refuses a config where one is another. */
const FIELD_KINDS = {
  title: 'string',
  tagline: 'string',
  url: 'string',
  baseUrl: 'string',
  favicon: 'string',
  trailingSlash: 'boolean',
  i18n: 'object',
  presets: 'list',
  plugins: 'list',
  themes: 'list',
  themeConfig: 'object',
  markdown: 'object',
  customFields: 'object',
} as const satisfies Partial<Record<keyof DocusaurusConfigData, string>>;

/**
 * The config with each typed field of the wrong kind left out (`presets: 5`), so that what
 * reads it can trust the type; one line per field left out.
 */
function typedFields(value: Record<string, unknown>): { config: DocusaurusConfigData; dropped: string[] } {
  const config: Record<string, unknown> = { ...value };
  const dropped: string[] = [];
  for (const [field, kind] of Object.entries(FIELD_KINDS)) {
    const given = config[field];
    if (given === undefined || given === null) continue;
    const fits = kind === 'list' ? Array.isArray(given) : kind === 'object' ? isRecord(given) : typeof given === kind;
    if (fits) continue;
    delete config[field];
    const article = kind === 'object' ? 'an object' : kind === 'list' ? 'a list' : `a ${kind}`;
    dropped.push(
      `${field}: is ${JSON.stringify(given).slice(0, 40)}, not ${article} (Docusaurus would refuse it): read as unset`,
    );
  }
  return { config: config as DocusaurusConfigData, dropped };
}

/** Options of one docs plugin instance, with Docusaurus' defaults filled in. */
export interface DocsPluginOptions {
  /** The plugin instance's `id` (`default` when it has none). */
  id: string;
  /** The docs folder, relative to the site (`docs`). */
  path: string;
  /** The URL base (`docs`; `/` for docs at the site's root), without slashes around it. */
  routeBasePath: string;
  /** The sidebars file relative to the site; `false` for no sidebar; undefined for one autogenerated sidebar. */
  sidebarPath: string | false | undefined;
  include: string[];
  exclude: string[];
  /** False when `numberPrefixParser: false`; true for Docusaurus' default parser (a custom function reads as the default). */
  numberPrefixes: boolean;
  /** All the instance's options, as the config gave them. */
  options: Record<string, unknown>;
}

/** Options of one blog plugin instance, with Docusaurus' defaults filled in. */
export interface BlogPluginOptions {
  id: string;
  path: string;
  routeBasePath: string;
  include: string[];
  exclude: string[];
  /** authors.yml's path relative to the blog folder. */
  authorsMapPath: string;
  /** tags.yml's path relative to the blog folder; null when tags.yml is off. */
  tags: string | null;
  options: Record<string, unknown>;
}

/** The content plugins' default `include`. */
export const DEFAULT_INCLUDE = ['**/*.{md,mdx}'];

/** Docusaurus' GlobExcludeDefault: partials (`_*` files and folders) and tests are not pages. */
export const DEFAULT_EXCLUDE = [
  '**/_*.{js,jsx,ts,tsx,md,mdx}',
  '**/_*/**',
  '**/*.test.{js,jsx,ts,tsx}',
  '**/__tests__/**',
];

const trimSlashes = (value: string) => value.replace(/^\/+|\/+$/g, '');

/**
 * A path the config gives (`./docs`, or absolute through `require.resolve`/`__dirname`) relative to the site, `/`-separated.
 * @example siteRelative('/site/sidebars.js', '/site') === 'sidebars.js'
 */
export function siteRelative(value: string, siteDir?: string): string {
  const relative = siteDir && path.isAbsolute(value) ? path.relative(siteDir, value) : value;
  return trimSlashes(path.posix.normalize(relative.split(path.sep).join('/'))) || '.';
}

/** A plugin or preset entry as its name and options (`'classic'`, `['classic', {…}]`). */
function entryNameAndOptions(entry: unknown): { name: string; options: Record<string, unknown> } | undefined {
  if (typeof entry === 'string') return { name: entry, options: {} };
  if (Array.isArray(entry) && typeof entry[0] === 'string')
    return { name: entry[0], options: isRecord(entry[1]) ? entry[1] : {} };
  return undefined;
}

/**
 * Whether a plugin or preset name (as written, or the resolved path of an installed one)
 * means the given package: `'classic'`, `'@docusaurus/preset-classic'`, `…/node_modules/@docusaurus/preset-classic/lib/index.js`.
 */
function namesPackage(name: string, kind: 'preset' | 'plugin', short: string): boolean {
  return (
    name === short ||
    name === `@docusaurus/${kind}-${short}` ||
    name === `docusaurus-${kind}-${short}` ||
    name.includes(`/@docusaurus/${kind}-${short}/`)
  );
}

/** The options each content plugin of a kind was given: presets' `docs`/`blog` first, then `plugins` entries. */
function contentPluginOptions(config: DocusaurusConfigData, kind: 'docs' | 'blog'): Record<string, unknown>[] {
  const found: Record<string, unknown>[] = [];
  for (const preset of config.presets ?? []) {
    const entry = entryNameAndOptions(preset);
    if (!entry || !namesPackage(entry.name, 'preset', 'classic')) continue;
    const options = entry.options[kind];
    if (options === false) continue;
    found.push(isRecord(options) ? options : {});
  }
  for (const plugin of config.plugins ?? []) {
    const entry = entryNameAndOptions(plugin);
    if (entry && namesPackage(entry.name, 'plugin', `content-${kind}`)) found.push(entry.options);
  }
  return found;
}

const strings = (value: unknown, fallback: string[]) =>
  Array.isArray(value) && value.every((item) => typeof item === 'string') ? (value as string[]) : fallback;

/**
 * The docs plugin instances of a config, with Docusaurus' defaults. A site with no config
 * has the preset's one instance (`docs/` at `/docs`); `docs: false` has none.
 * @example docsPluginOptions({})[0].routeBasePath === 'docs'
 */
export function docsPluginOptions(config: DocusaurusConfigData, siteDir?: string): DocsPluginOptions[] {
  const instances = contentPluginOptions(config, 'docs');
  return instances.map((options) => ({
    id: typeof options.id === 'string' ? options.id : 'default',
    path: typeof options.path === 'string' ? siteRelative(options.path, siteDir) : 'docs',
    routeBasePath: typeof options.routeBasePath === 'string' ? trimSlashes(options.routeBasePath) : 'docs',
    sidebarPath:
      options.sidebarPath === false
        ? false
        : typeof options.sidebarPath === 'string'
          ? siteRelative(options.sidebarPath, siteDir)
          : undefined,
    include: strings(options.include, DEFAULT_INCLUDE),
    exclude: strings(options.exclude, DEFAULT_EXCLUDE),
    numberPrefixes: options.numberPrefixParser !== false,
    options,
  }));
}

/**
 * The blog plugin instances of a config, with Docusaurus' defaults.
 * @example blogPluginOptions({ presets: [['classic', { blog: false }]] }).length === 0
 */
export function blogPluginOptions(config: DocusaurusConfigData, siteDir?: string): BlogPluginOptions[] {
  const instances = contentPluginOptions(config, 'blog');
  return instances.map((options) => ({
    id: typeof options.id === 'string' ? options.id : 'default',
    path: typeof options.path === 'string' ? siteRelative(options.path, siteDir) : 'blog',
    routeBasePath: typeof options.routeBasePath === 'string' ? trimSlashes(options.routeBasePath) : 'blog',
    include: strings(options.include, DEFAULT_INCLUDE),
    exclude: strings(options.exclude, DEFAULT_EXCLUDE),
    authorsMapPath: typeof options.authorsMapPath === 'string' ? options.authorsMapPath : 'authors.yml',
    tags:
      options.tags === false || options.tags === null
        ? null
        : typeof options.tags === 'string'
          ? options.tags
          : 'tags.yml',
    options,
  }));
}

/** `trailingSlash` as the config sets it (undefined: Docusaurus leaves URLs as they are). */
export function configTrailingSlash(config: DocusaurusConfigData): boolean | undefined {
  return typeof config.trailingSlash === 'boolean' ? config.trailingSlash : undefined;
}

/** The site's locales: its default one and all of them (Docusaurus' default is English alone). */
export function configI18n(config: DocusaurusConfigData): {
  defaultLocale: string;
  locales: string[];
  localeConfigs: Record<string, DocusaurusLocaleConfig>;
} {
  const i18n = isRecord(config.i18n) ? config.i18n : {};
  const defaultLocale = typeof i18n.defaultLocale === 'string' ? i18n.defaultLocale : 'en';
  const locales = strings(i18n.locales, [defaultLocale]);
  return {
    defaultLocale,
    locales: locales.includes(defaultLocale) ? locales : [defaultLocale, ...locales],
    localeConfigs: isRecord(i18n.localeConfigs) ? (i18n.localeConfigs as Record<string, DocusaurusLocaleConfig>) : {},
  };
}
