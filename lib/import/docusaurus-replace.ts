/**
 * Replace mode's plan (`npm run import:docusaurus -- <site> --replace`): the imported site
 * becomes the site. Its configuration becomes content/site.json, its `static/` goes to
 * public/, its own components to `src/`, its custom CSS to the site theme, and the npm
 * packages that code imports join the project's dependencies. Pure but for reading the site:
 * the importer writes the files (through its staging folder) and then calls `installDependencies`.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { DEFAULT_LOCALE, isLocale, type Locale } from '../i18n';
import { siteConfigSchema } from '../site-config/schema';
import { configI18n, docsPluginOptions, readDocusaurusConfig, type DocusaurusConfigData } from './docusaurus-config';
import { buildSiteConfig } from './docusaurus-site-config';
import { buildSiteThemeCss, customCssFiles, dependenciesOf, planSiteFiles } from './docusaurus-site-files';
import { SITE_THEME_CSS } from '../site-config/site-theme';

/** What replace mode writes, says and installs. */
export interface ReplacePlan {
  /** Paths relative to the project (`content/site.json`, `public/img/logo.svg`, `src/components/X.tsx`). */
  files: { path: string; data: string | Buffer }[];
  /** One line each: what was mapped differently or left out, and why. */
  notes: string[];
  /** npm packages the site's code imports, with the ranges its package.json gives (`installDependencies` pins them). */
  dependencies: Record<string, string>;
  /** One line each: what was changed in the site's code so that it works here, and why. */
  fixes: string[];
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The classic preset's `theme` options (where `customCss` lives). */
function presetThemeOptions(config: DocusaurusConfigData): unknown {
  for (const preset of config.presets ?? []) {
    if (Array.isArray(preset) && isRecord(preset[1]) && isRecord(preset[1].theme)) return preset[1].theme;
  }
  return undefined;
}

function readJson(file: string): Record<string, unknown> {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, unknown>;
  } catch {
    return {};
  }
}

/** The project's package.json from `dir` or a folder above it (the importer's staging folder is inside the project). */
function projectPackage(dir: string): Record<string, unknown> {
  for (let at = path.resolve(dir); ; at = path.dirname(at)) {
    if (fs.existsSync(path.join(at, 'package.json'))) return readJson(path.join(at, 'package.json'));
    if (path.dirname(at) === at) return {};
  }
}

/** Code files beside the docs (`docs/getting-started/Installation.tsx`): their packages count too. */
function codeBesideDocs(siteDir: string, config: DocusaurusConfigData): string[] {
  return docsPluginOptions(config, siteDir).flatMap((docs) => {
    const dir = path.join(siteDir, docs.path);
    if (!fs.existsSync(dir)) return [];
    return fs
      .readdirSync(dir, { recursive: true, withFileTypes: true })
      .filter((e) => e.isFile() && /\.(tsx|ts|jsx|js)$/.test(e.name))
      .map((e) => fs.readFileSync(path.join(e.parentPath, e.name), 'utf8'));
  });
}

/** The project locale the site's default locale becomes: its own when the project has it. */
function siteDefaultLocale(config: DocusaurusConfigData): Locale {
  const own = configI18n(config).defaultLocale;
  return isLocale(own) ? own : DEFAULT_LOCALE;
}

/**
 * The plan for `--replace`. `projectDir` is the project or the importer's staging folder inside it.
 * @example buildReplacePlan(siteDir, config, '.').files[0].path === 'content/site.json'
 */
export function buildReplacePlan(
  siteDir: string,
  config: DocusaurusConfigData,
  projectDir: string,
  defaultLocale: Locale = siteDefaultLocale(config),
  configFile = 'docusaurus.config',
): ReplacePlan {
  const { siteConfig, notes } = buildSiteConfig(config, { siteDir, defaultLocale, where: configFile });
  const checked = siteConfigSchema.safeParse(siteConfig);
  if (!checked.success)
    notes.push(
      `${configFile}: content/site.json: ${checked.error.issues[0]?.message ?? 'invalid'} (fix it there before building)`,
    );
  const files: ReplacePlan['files'] = [{ path: 'content/site.json', data: `${JSON.stringify(siteConfig, null, 2)}\n` }];
  const site = planSiteFiles(siteDir);
  for (const planned of site.files)
    files.push({ path: planned.path, data: 'content' in planned ? planned.content : fs.readFileSync(planned.from) });
  notes.push(...site.notes);
  const css = customCssFiles(presetThemeOptions(config), siteDir);
  if (css.local.length > 0 || css.packages.length > 0) {
    const text = css.local.map((rel) => fs.readFileSync(path.join(siteDir, rel), 'utf8')).join('\n');
    const source = [...css.local, ...css.packages].join(', ');
    files.push({ path: SITE_THEME_CSS, data: buildSiteThemeCss(text, source, css.packages) });
  }
  for (const other of css.other)
    notes.push(
      `${configFile}: customCss "${path.basename(other)}": not a file of the site: not brought (add it to ${SITE_THEME_CSS} by hand)`,
    );
  const project = projectPackage(projectDir);
  const have = { ...(project.dependencies as object), ...(project.devDependencies as object) };
  const wanted = dependenciesOf(
    [
      ...site.codes,
      ...codeBesideDocs(siteDir, config),
      // The CSS of packages customCss names, as if imported.
      ...css.packages.map((spec) => `import '${spec}';`),
    ],
    readJson(path.join(siteDir, 'package.json')),
  );
  const dependencies = Object.fromEntries(Object.entries(wanted).filter(([name]) => !(name in have)));
  return { files, notes, dependencies, fixes: site.fixes };
}

/** npm's one-line reason of a failed install (`npm error code ERESOLVE`, the peer it could not resolve). */
function npmReason(error: unknown): string {
  const lines = String((error as { stderr?: Buffer }).stderr ?? error).split('\n');
  const code = lines.find((l) => /npm (error|ERR!) code/.test(l))?.replace(/npm (error|ERR!) /, '');
  const detail = lines.find((l) => /Could not resolve dependency|peer .* from|ETARGET|E404|ENOTFOUND/.test(l));
  return [code, detail?.replace(/npm (error|ERR!) /, '').trim()].filter(Boolean).join(': ') || 'npm failed';
}

/**
 * Installs the plan's packages pinned (`npm install --save-exact`): the site's components
 * need them to build, and the registry is reachable. A package whose declared React peer is
 * older than the project's (the site ran it on React 19 all the same) installs on a second try
 * with `--legacy-peer-deps`, said so. Returns the line to print: what was added, or the command
 * to run when npm failed.
 */
/** The peer dependencies of `names` (as installed) that the project has not installed, React aside. */
function missingPeers(projectDir: string, names: string[]): string[] {
  const peers = new Map<string, string>();
  for (const name of names) {
    const manifest = path.join(projectDir, 'node_modules', name, 'package.json');
    if (!fs.existsSync(manifest)) continue;
    const declared = (readJson(manifest).peerDependencies ?? {}) as Record<string, string>;
    for (const [peer, range] of Object.entries(declared))
      if (
        !/^(react|react-dom)$/.test(peer) &&
        !fs.existsSync(path.join(projectDir, 'node_modules', peer, 'package.json'))
      )
        peers.set(peer, range);
  }
  return [...peers].map(([peer, range]) => `${peer}@${range}`);
}

export function installDependencies(projectDir: string, dependencies: Record<string, string>): string {
  const specs = Object.entries(dependencies).map(([name, range]) => `${name}@${range}`);
  if (specs.length === 0) return "npm packages: the site's components import none the project lacks";
  const args = ['install', '--save-exact', '--no-audit', '--no-fund', ...specs];
  const run = (extra: string[]) =>
    execFileSync('npm', [...args, ...extra], { cwd: projectDir, stdio: 'pipe', timeout: 300_000 });
  let how = '';
  try {
    try {
      run([]);
    } catch (error) {
      if (!/ERESOLVE/.test(npmReason(error))) throw error;
      run(['--legacy-peer-deps']);
      how = ` (with --legacy-peer-deps: ${npmReason(error)})`;
      // That flag also leaves out the packages' peers (react-toggle's prop-types): add
      // those the project lacks, React aside (the project's own is the one to use).
      const peers = missingPeers(projectDir, Object.keys(dependencies));
      if (peers.length > 0) {
        execFileSync('npm', ['install', '--save-exact', '--no-audit', '--no-fund', '--legacy-peer-deps', ...peers], {
          cwd: projectDir,
          stdio: 'pipe',
          timeout: 300_000,
        });
        how += `; their peers ${peers.join(', ')}`;
      }
    }
  } catch (error) {
    return `npm packages NOT installed (${npmReason(error)}): run \`npm ${args.join(' ')}\` before building`;
  }
  const installed = readJson(path.join(projectDir, 'package.json')).dependencies as Record<string, string> | undefined;
  return `npm packages added, pinned, for the site's components${how}: ${Object.keys(dependencies)
    .map((name) => `${name}@${installed?.[name] ?? dependencies[name]}`)
    .join(', ')}`;
}

/**
 * Builds the plan and carries it out in `projectDir`: writes its files, installs its packages.
 * Returns the lines to print (what the config could not give, the notes, the packages).
 */
export function applyReplacePlan(siteDir: string, projectDir: string, defaultLocale: Locale): string[] {
  const { config, problems, file } = readDocusaurusConfig(siteDir);
  const plan = buildReplacePlan(siteDir, config, projectDir, defaultLocale, file);
  for (const planned of plan.files) {
    const target = path.join(projectDir, planned.path);
    fs.mkdirSync(path.dirname(target), { recursive: true });
    fs.writeFileSync(target, planned.data);
  }
  return [
    `The site's configuration, static files and components (--replace): ${plan.files.length} files`,
    ...[...problems, ...plan.notes].map((line) => `  ${line}`),
    `  ${installDependencies(projectDir, plan.dependencies)}`,
  ];
}
