/**
 * The docs' tag pages at Docusaurus' addresses: /docs/tags lists every tag the docs use,
 * /docs/tags/<slug> the docs of one tag (/docs/1.0/tags/… for a version's). They share the docs route (a `tags` segment), so
 * a site whose docs have no tags has no such pages.
 */
import { getTranslations } from '@/lib/translator';
import { SiteLink } from '@/components/site-link';
import { SiteShell } from '@/components/site-shell';
import type { Locale } from '@/lib/i18n';
import { docTagIndexTitle, docTagTitle, type DocTagData, type DocTagIndexData } from '@/lib/route-data/docs';

/** `/docs/tags`: every tag of a version with its number of docs. */
export async function DocTagIndexView({ locale, pages, versionLabel, nav }: DocTagIndexData & { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'docTags' });
  return (
    <SiteShell nav={nav}>
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
export async function DocTagView({ locale, page, indexPath, versionLabel, nav }: DocTagData & { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'docTags' });
  return (
    <SiteShell nav={nav}>
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
          <SiteLink href={indexPath}>{t('allTags')}</SiteLink>
        </p>
      </div>
    </SiteShell>
  );
}
