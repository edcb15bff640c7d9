import { getTranslations } from 'next-intl/server';
import { ChromeLinkView } from '@/components/chrome/navbar-items';
import type { SiteNav } from '@/lib/navigation';
import { SITE_FOOTER_ID } from '@/lib/perf/paint-after-footer';
import { getSiteText } from '@/lib/site-config/site-text';

/** The footer of site.json: its link columns and the copyright line (text, or the site's own HTML). */
export async function SiteFooter({ nav }: { nav: SiteNav }) {
  const chrome = await getTranslations({ locale: nav.locale, namespace: 'chromeNav' });
  const site = await getSiteText(nav.locale);
  const copyright = site.config.footer.copyright ? site.rich(site.config.footer.copyright) : undefined;
  return (
    <footer className="site-footer" id={SITE_FOOTER_ID}>
      {nav.footer.length > 0 && (
        <div className="footer-columns">
          {nav.footer.map((column) => (
            <section key={column.id} aria-labelledby={`footer-${column.id}`}>
              <h2 id={`footer-${column.id}`}>{site.text(column.title)}</h2>
              <ul>
                {column.links.map((link, i) => (
                  <li key={i}>
                    <ChromeLinkView link={link} site={site} external={chrome('external')} />
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </div>
      )}
      {copyright?.html !== undefined ? (
        <p className="footer-copyright" dangerouslySetInnerHTML={{ __html: copyright.html }} />
      ) : (
        copyright && <p className="footer-copyright">{copyright.text}</p>
      )}
    </footer>
  );
}
