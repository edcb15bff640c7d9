import { getTranslations } from '@/lib/translator';
import type { CSSProperties } from 'react';
import { ChromeLinkView } from '@/components/chrome/navbar-items';
import type { SiteNav } from '@/lib/navigation';
import { SITE_FOOTER_ID } from '@/lib/perf/paint-after-footer';
import { getSiteText } from '@/lib/site-config/site-text';

/**
 * Docusaurus' dark footer (Infima's `footer--dark`: #303846, #ebedf0) in both colour modes, as
 * the colour tokens the footer's own rules read (app/styles/chrome.css), the dark ones inside
 * it: a site theme's `.footer` rules still restyle it, as they did in Docusaurus. An attribute
 * (allowed by its hash, lib/security/csp.ts), so a site without a dark footer has no byte of it.
 */
const DARK_FOOTER_STYLE = {
  colorScheme: 'dark',
  color: '#ebedf0',
  '--bg-soft': '#303846',
  '--border': '#303846',
  '--link': '#ebedf0',
  '--text-muted': '#ebedf0',
} as CSSProperties;

/**
 * The footer of site.json: its link columns and the copyright line (text, or the site's own HTML),
 * dark in both colour modes when site.json's `footer.style` is "dark", as Docusaurus' is.
 * Under an imported site's theme it carries Docusaurus' class names too (`footer`, `footer__title`…),
 * which that theme styles.
 */
export async function SiteFooter({ nav }: { nav: SiteNav }) {
  const chrome = await getTranslations({ locale: nav.locale, namespace: 'chromeNav' });
  const site = await getSiteText(nav.locale);
  const copyright = site.config.footer.copyright ? site.rich(site.config.footer.copyright) : undefined;
  /** Ours, with Docusaurus' beside it when a site theme styles those. */
  const cls = (own: string | undefined, docusaurus: string) =>
    nav.docusaurusFooterClasses ? (own ? `${own} ${docusaurus}` : docusaurus) : own;
  const copyrightClass = cls('footer-copyright', 'footer__copyright');
  const dark = site.config.footer.style === 'dark';
  return (
    <footer
      className={dark ? cls('site-footer', 'footer footer--dark') : cls('site-footer', 'footer')}
      id={SITE_FOOTER_ID}
      {...(dark && { style: DARK_FOOTER_STYLE })}
    >
      {nav.footer.length > 0 && (
        <div className={cls('footer-columns', 'footer__links')}>
          {nav.footer.map((column) => (
            <section key={column.id} className={cls(undefined, 'footer__col')} aria-labelledby={`footer-${column.id}`}>
              <h2 id={`footer-${column.id}`} className={cls(undefined, 'footer__title')}>
                {site.text(column.title)}
              </h2>
              <ul className={cls(undefined, 'footer__items')}>
                {column.links.map((link, i) => (
                  <li key={i} className={cls(undefined, 'footer__item')}>
                    <ChromeLinkView
                      link={link}
                      site={site}
                      external={chrome('external')}
                      className={cls(undefined, 'footer__link-item')}
                    />
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </div>
      )}
      {copyright?.html !== undefined ? (
        <p className={copyrightClass} dangerouslySetInnerHTML={{ __html: copyright.html }} />
      ) : (
        copyright && <p className={copyrightClass}>{copyright.text}</p>
      )}
    </footer>
  );
}
