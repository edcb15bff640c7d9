/**
 * The docs' tag pages at Docusaurus' addresses: /docs/tags lists every tag the docs use,
 * /docs/tags/<slug> the docs of one tag (/docs/1.0/tags/… for a version's). They share the docs route (a `tags` segment), so
 * a site whose docs have no tags has no such pages.
 */
import { getTranslations } from 'next-intl/server';
import { SiteLink } from '@/components/site-link';
import { SiteShell } from '@/components/site-shell';
import type { DocTagPage } from '@/lib/docs/tags';
import type { VersionLink } from '@/lib/docs/version-view';
import type { Locale } from '@/lib/i18n';
import { buildSiteNav } from '@/lib/navigation';
import { docTagIndexTitle, docTagTitle } from '@/lib/route-data/docs';
import { localizePath } from '@/lib/urls';

/** `/docs/tags` (`indexRouteKey`): every tag of a version with its number of docs. */
export async function DocTagIndexView({
  locale,
  pages,
  indexRouteKey,
  versionLabel,
  versionLinks,
}: {
  locale: Locale;
  pages: DocTagPage[];
  indexRouteKey: string;
  versionLabel?: string;
  versionLinks: VersionLink[];
}) {
  const t = await getTranslations({ locale, namespace: 'docTags' });
  return (
    <SiteShell nav={buildSiteNav(locale, indexRouteKey, versionLinks)}>
      <div className="standalone-page">
        <h1>{docTagIndexTitle(t, versionLabel)}</h1>
        <ul className="tag-index">
          {pages.map(({ tag, docs }) => (
            <li key={tag.slug}>
              <SiteLink href={tag.path} className="tag">
                {tag.label}
              </SiteLink>{' '}
              <span className="tag-count">{t('count', { count: docs.length })}</span>
            </li>
          ))}
        </ul>
      </div>
    </SiteShell>
  );
}

/** `/docs/tags/<slug>`: the docs of one tag, in reading order. */
export async function DocTagView({
  locale,
  page,
  indexRouteKey,
  versionLabel,
  versionLinks,
}: {
  locale: Locale;
  page: DocTagPage;
  indexRouteKey: string;
  versionLabel?: string;
  versionLinks: VersionLink[];
}) {
  const t = await getTranslations({ locale, namespace: 'docTags' });
  return (
    <SiteShell nav={buildSiteNav(locale, page.routeKey, versionLinks)}>
      <div className="standalone-page">
        <h1>{docTagTitle(t, page.docs.length, page.tag.label, versionLabel)}</h1>
        <p>{page.description}</p>
        <ul className="doc-tag-docs">
          {page.docs.map((doc) => (
            <li key={doc.id}>
              <h2>
                <SiteLink href={doc.path}>{doc.title}</SiteLink>
              </h2>
              <p>{doc.description}</p>
            </li>
          ))}
        </ul>
        <p>
          <SiteLink href={localizePath(indexRouteKey, locale)}>{t('allTags')}</SiteLink>
        </p>
      </div>
    </SiteShell>
  );
}
