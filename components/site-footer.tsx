import { getTranslations } from 'next-intl/server';
import { ChromeLinkView } from '@/components/chrome/navbar-items';
import type { SiteNav } from '@/lib/navigation';
import { SITE_FOOTER_ID } from '@/lib/perf/paint-after-footer';
import { getSiteText } from '@/lib/site-config/site-text';

/**
 * The footer of site.json: its link columns and the copyright line (text, or the site's own HTML).
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
  return (
    <footer className={cls('site-footer', 'footer')} id={SITE_FOOTER_ID}>
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
