import { SiteLink } from '@/components/site-link';
import { getTranslations } from 'next-intl/server';
import type { SiteNav } from '@/lib/navigation';
import { COPYRIGHT_YEAR } from '@/lib/site';

/** The footer: link columns and the copyright line. */
export async function SiteFooter({ nav }: { nav: SiteNav }) {
  const t = await getTranslations({ locale: nav.locale, namespace: 'footer' });
  const navbar = await getTranslations({ locale: nav.locale, namespace: 'navbar' });
  return (
    <footer className="site-footer">
      <div className="footer-columns">
        <section aria-labelledby="footer-docs">
          <h2 id="footer-docs">{t('docsTitle')}</h2>
          <ul>
            <li><SiteLink href={nav.docs}>{t('intro')}</SiteLink></li>
            <li><SiteLink href={nav.apiDocs}>{t('api')}</SiteLink></li>
            <li><SiteLink href={nav.about}>{t('about')}</SiteLink></li>
          </ul>
        </section>
        <section aria-labelledby="footer-community">
          <h2 id="footer-community">{t('communityTitle')}</h2>
          <ul>
            <li><a href={nav.github}>GitHub</a></li>
            <li><a href={nav.contact}>{t('contact')}</a></li>
          </ul>
        </section>
        <section aria-labelledby="footer-more">
          <h2 id="footer-more">{t('moreTitle')}</h2>
          <ul>
            <li><SiteLink href={nav.blog}>{navbar('blog')}</SiteLink></li>
            <li><a href={nav.app}>{navbar('app')}</a></li>
            <li><a href={nav.website}>{navbar('website')}</a></li>
          </ul>
        </section>
      </div>
      <p className="footer-copyright">{t('copyright', { year: COPYRIGHT_YEAR })}</p>
    </footer>
  );
}
