/**
 * The imported site's own CSS (`npm run import:docusaurus -- --replace`): the file, and whether
 * it holds a theme. Only then does the chrome wear Docusaurus' footer class names for it to
 * style (`footer__title`, `footer__link-item`…): the project's own pages do without the bytes.
 */
import fs from 'node:fs';

/** Where an imported site's custom CSS goes; app/globals.css imports it last. */
export const SITE_THEME_CSS = 'app/styles/site-theme.css';

/** The cascade layer the importer puts a site's rules in (lib/import/docusaurus-site-files.ts; app/globals.css declares it). */
export const SITE_THEME_LAYER = 'site-theme';

/**
 * Whether a site-theme stylesheet holds a site's rules rather than the empty placeholder.
 * @example isSiteTheme('@layer site-theme {\n.footer { padding: 2rem; }\n}') === true
 * @example isSiteTheme('/* none for this site. *\/') === false
 */
export function isSiteTheme(css: string): boolean {
  return new RegExp(`@layer ${SITE_THEME_LAYER}\\s*\\{|layer\\(${SITE_THEME_LAYER}\\)`).test(css);
}

let known: boolean | undefined;

/** Whether this project's site-theme stylesheet holds an imported site's theme (read once). */
export function hasSiteTheme(): boolean {
  if (known === undefined) {
    try {
      known = isSiteTheme(fs.readFileSync(SITE_THEME_CSS, 'utf8'));
    } catch {
      known = false;
    }
  }
  return known;
}
