/**
 * The versions of the imported fixture (`npm run build:imported`), cut with
 * `npm run docs:version` as a maintainer would: 1.0, then a change to the intro, 2.0, then
 * another change. The export then has 2.0 at /docs/, the current docs at /docs/next/
 * (unreleased) and 1.0, trimmed to a few docs, at /docs/1.0/ (unmaintained, `noIndex` in
 * content/site.json).
 * tests/e2e/docs-versions.spec.ts reads them.
 */
import fs from 'node:fs';
import path from 'node:path';

/** The sentences each change adds to the intro, per locale: what the specs look for. */
export const VERSION_CHANGES = {
  '2.0': { en: 'Version 2.0 adds the weekly report.', es: 'La versión 2.0 añade el informe semanal.' },
  next: { en: 'The next version sends reports by email.', es: 'La próxima versión envía los informes por correo.' },
};

/** What version 1.0 keeps of the docs it was cut from. */
const OLD_VERSION_KEEPS = ['intro.md', '01-getting-started', 'img', 'assets'];

/** Cuts the versions in the project copy at `project`; `run(command, args, cwd)` runs a command there. */
export function cutVersionsOfFixture(
  project: string,
  run: (command: string, args: string[], cwd: string) => void,
): void {
  const intro = (locale: string) => path.join(project, 'content', locale, 'docs', 'intro.md');
  // Both locales change together, and the translation is marked up to date, as a maintainer does.
  const change = (sentences: Record<string, string>) => {
    for (const [locale, sentence] of Object.entries(sentences)) fs.appendFileSync(intro(locale), `\n${sentence}\n`);
    run('node', ['scripts/run-bundled.mjs', 'scripts/translations.ts', '--mark', 'content/en/docs/intro.md'], project);
  };
  const cut = (name: string) => run('node', ['scripts/run-bundled.mjs', 'scripts/docs-version.ts', name], project);
  cut('1.0');
  // An old version with fewer docs, as real ones have (and fewer pages for the build to
  // render): its intro and first steps, its folders for a sidebar.
  for (const locale of ['en', 'es']) {
    const dir = path.join(project, 'content', locale, 'versioned_docs', 'version-1.0');
    for (const name of fs.readdirSync(dir))
      if (!OLD_VERSION_KEEPS.includes(name)) fs.rmSync(path.join(dir, name), { recursive: true });
  }
  fs.rmSync(path.join(project, 'content', 'versioned_sidebars', 'version-1.0-sidebars.json'));
  change(VERSION_CHANGES['2.0']);
  cut('2.0');
  change(VERSION_CHANGES.next);
  const siteFile = path.join(project, 'content', 'site.json');
  const site = fs.existsSync(siteFile) ? JSON.parse(fs.readFileSync(siteFile, 'utf8')) : {};
  site.docs = { ...site.docs, versions: { ...site.docs?.versions, '1.0': { noIndex: true } } };
  fs.writeFileSync(siteFile, `${JSON.stringify(site, null, 2)}\n`);
}
