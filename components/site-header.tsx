import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { LOCALE_NAMES, type SiteNav } from '@/lib/navigation';

/** The top bar: site title, main links, product links and the other locale. */
export async function SiteHeader({ nav }: { nav: SiteNav }) {
  const t = await getTranslations({ locale: nav.locale, namespace: 'navbar' });
  const site = await getTranslations({ locale: nav.locale, namespace: 'site' });
  const switchLabel = await getTranslations({ locale: nav.locale, namespace: 'localeSwitch' });
  return (
    <header className="site-header">
      <nav className="navbar" aria-label={t('label')}>
        <Link href={nav.home} className="navbar-brand">
          <img src={`${process.env.NEXT_PUBLIC_BASE_PATH ?? ''}/favicon.svg`} alt="" width={28} height={28} />
          <span>{site('title')}</span>
        </Link>
        <ul className="navbar-links">
          <li><Link href={nav.docs}>{t('docs')}</Link></li>
          <li><Link href={nav.blog}>{t('blog')}</Link></li>
          <li><a href={nav.app}>{t('app')}</a></li>
          <li><a href={nav.website}>{t('website')}</a></li>
          {nav.alternates.map((alternate) => (
            <li key={alternate.locale}>
              <a
                href={alternate.href}
                hrefLang={alternate.locale}
                lang={alternate.locale}
                aria-label={switchLabel('label')}
                className="locale-switch"
              >
                {LOCALE_NAMES[alternate.locale]}
              </a>
            </li>
          ))}
        </ul>
      </nav>
    </header>
  );
}
