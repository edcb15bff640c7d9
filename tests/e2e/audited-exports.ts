/**
 * The exports the every-page axe gate audits, each with the Playwright project that runs
 * its audit (its tests carry the project's name as a tag, `@site` or `@imported`, which
 * playwright.config.ts selects on): 'site' beside the imported sites' builds, 'imported'
 * after them, or 'on request' (`npm run test:axe-all` only), for exports whose pages add
 * nothing the others do not: out-docusaurus/ (269 pages). `only` limits an audit in npm test
 * to the pages that hold what the other exports lack: the `valid` fixture's docs (Docusaurus'
 * Tabs, ThemedImage, Details, code marks, math); its blog, tag and author pages are the
 * templates out/ audits. Which exports npm test audits, and where, is this list.
 */
export const AUDITED_EXPORTS = [
  { name: 'the site (out/)', dir: 'out', basePath: '', audit: 'site' },
  {
    name: 'the `valid` fixture (out-fixture/)',
    dir: 'out-fixture',
    basePath: '',
    audit: 'site',
    only: /^\/(en\/)?docs\//,
  },
  {
    name: 'the imported site with docs at / (out-root-docs/)',
    dir: 'out-root-docs',
    basePath: '/handbook',
    audit: 'imported',
  },
  { name: 'the imported Docusaurus site (out-docusaurus/)', dir: 'out-docusaurus', basePath: '', audit: 'on request' },
] as const satisfies readonly {
  name: string;
  dir: string;
  basePath: string;
  audit: 'site' | 'imported' | 'on request';
  /** In npm test, the pages audited (all of them with AXE_EVERY_PAGE=1). */
  only?: RegExp;
}[];

export type AuditedExport = (typeof AUDITED_EXPORTS)[number];

/** The tag of an export's audit tests: its project's (an audit on request runs in 'imported', the project of the imported sites). */
export function auditTag({ audit }: AuditedExport): '@site' | '@imported' {
  return audit === 'site' ? '@site' : '@imported';
}

/** The exports audited in this run: npm test's, and all of them with AXE_EVERY_PAGE=1 (`npm run test:axe-all`). */
export function exportsToAudit(everyExport = Boolean(process.env.AXE_EVERY_PAGE)): AuditedExport[] {
  return AUDITED_EXPORTS.filter((e) => everyExport || e.audit !== 'on request');
}
