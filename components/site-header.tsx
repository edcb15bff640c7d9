import { SiteLink } from '@/components/site-link';
import { SearchButton } from '@/components/search/search-button';
import { getTranslations } from 'next-intl/server';
import { LOCALE_NAMES } from '@/lib/i18n';
import type { SiteNav } from '@/lib/navigation';

/** The top bar: site title, main links, product links and the other locale. */
export async function SiteHeader({ nav }: { nav: SiteNav }) {
  const t = await getTranslations({ locale: nav.locale, namespace: 'navbar' });
  const site = await getTranslations({ locale: nav.locale, namespace: 'site' });
  const switchLabel = await getTranslations({ locale: nav.locale, namespace: 'localeSwitch' });
  return (
    <header className="site-header">
      <nav className="navbar" aria-label={t('label')}>
        <SiteLink href={nav.home} className="navbar-brand">
          <img src={nav.logo} alt="" width={28} height={28} />
          <span>{site('title')}</span>
        </SiteLink>
        <ul className="navbar-links">
          <li><SiteLink href={nav.docs}>{t('docs')}</SiteLink></li>
          <li><SiteLink href={nav.blog}>{t('blog')}</SiteLink></li>
          <li><a href={nav.app}>{t('app')}</a></li>
          <li><a href={nav.website}>{t('website')}</a></li>
          {nav.alternates.map((alternate) => (
            <li key={alternate.locale}>
              {/* The visible language name starts the accessible name (WCAG 2.5.3). */}
              <a href={alternate.href} hrefLang={alternate.locale} className="locale-switch">
                <span lang={alternate.locale}>{LOCALE_NAMES[alternate.locale]}</span>
                <span className="visually-hidden">: {switchLabel('label')}</span>
              </a>
            </li>
          ))}
        </ul>
        <SearchButton locale={nav.locale} />
      </nav>
    </header>
  );
}
