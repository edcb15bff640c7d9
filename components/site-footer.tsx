import { getTranslations } from 'next-intl/server';
import { ChromeLinkView } from '@/components/chrome/navbar-items';
import type { SiteNav } from '@/lib/navigation';
import { SITE_FOOTER_ID } from '@/lib/perf/paint-after-footer';
import { getSiteText } from '@/lib/site-config/site-text';

/**
 * The footer of site.json: its link columns and the copyright line (text, or the site's own HTML).
 * It carries Docusaurus' class names too (`footer`, `footer__title`…), which an imported site's CSS styles.
 */
export async function SiteFooter({ nav }: { nav: SiteNav }) {
  const chrome = await getTranslations({ locale: nav.locale, namespace: 'chromeNav' });
  const site = await getSiteText(nav.locale);
  const copyright = site.config.footer.copyright ? site.rich(site.config.footer.copyright) : undefined;
  return (
    <footer className="site-footer footer" id={SITE_FOOTER_ID}>
      {nav.footer.length > 0 && (
        <div className="footer-columns footer__links">
          {nav.footer.map((column) => (
            <section key={column.id} className="footer__col" aria-labelledby={`footer-${column.id}`}>
              <h2 id={`footer-${column.id}`} className="footer__title">
                {site.text(column.title)}
              </h2>
              <ul className="footer__items">
                {column.links.map((link, i) => (
                  <li key={i} className="footer__item">
                    <ChromeLinkView
                      link={link}
                      site={site}
                      external={chrome('external')}
                      className="footer__link-item"
                    />
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </div>
      )}
      {copyright?.html !== undefined ? (
        <p className="footer-copyright footer__copyright" dangerouslySetInnerHTML={{ __html: copyright.html }} />
      ) : (
        copyright && <p className="footer-copyright footer__copyright">{copyright.text}</p>
      )}
    </footer>
  );
}
