import { getTranslations } from 'next-intl/server';
import { ExternalLink } from '@/components/chrome/external-link';
import { SiteLink } from '@/components/site-link';
import type { SiteNav } from '@/lib/navigation';
import { SITE_FOOTER_ID } from '@/lib/perf/paint-after-footer';
import { COPYRIGHT_YEAR } from '@/lib/site';

/** The footer: the old site's three link columns (lib/site.ts) and the copyright line. */
export async function SiteFooter({ nav }: { nav: SiteNav }) {
  const t = await getTranslations({ locale: nav.locale, namespace: 'siteFooter' });
  const chrome = await getTranslations({ locale: nav.locale, namespace: 'chromeNav' });
  return (
    <footer className="site-footer" id={SITE_FOOTER_ID}>
      <div className="footer-columns">
        {nav.footer.map((column) => (
          <section key={column.id} aria-labelledby={`footer-${column.id}`}>
            <h2 id={`footer-${column.id}`}>{t(`columns.${column.id}`)}</h2>
            <ul>
              {column.links.map((link) => (
                <li key={link.id}>
                  {link.external ? (
                    <ExternalLink href={link.href} hint={chrome('external')}>
                      {t(`links.${link.id}`)}
                    </ExternalLink>
                  ) : (
                    <SiteLink href={link.href}>{t(`links.${link.id}`)}</SiteLink>
                  )}
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
      <p className="footer-copyright">{t('copyright', { year: COPYRIGHT_YEAR })}</p>
    </footer>
  );
}
