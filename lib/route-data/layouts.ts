/**
 * The route data of the two layouts every page sits in: the root layout of a locale (its
 * metadata, the hosting check's sections, the announcement, the colour mode) and the docs
 * layout (what every docs page's sidebar shares).
 */
import type { Metadata } from 'next';
import { getAnnouncement } from '../announcement';
import { getContent, type ContentSet } from '../content';
import { perContentSet } from '../content/per-content-set';
import { buildSidebarTopLevels } from '../docs/sidebar-layout';
import type { Locale } from '../i18n';
import { siteSections } from '../routes';
import { SITE_URL } from '../site';
import { getSiteConfig } from '../site-config';
import { getSiteText } from '../site-config/site-text';
import { DOCS_SIDEBAR_DATA_ROUTE, localizeFilePath, withBasePath } from '../urls';

/** The metadata every page of a locale starts from: the title template, the tagline, the icon. */
export async function getRootLayoutMetadata(locale: Locale): Promise<Metadata> {
  const { config, text } = await getSiteText(locale);
  const title = text(config.title);
  return {
    metadataBase: new URL(SITE_URL),
    title: { template: `%s | ${title}`, default: title },
    description: text(config.tagline),
    applicationName: title,
    icons: { icon: withBasePath(config.favicon) },
  };
}

/** What the root layout of a locale renders around every page. */
export async function getRootLayout(locale: Locale) {
  return {
    sections: siteSections(getContent()),
    announcement: await getAnnouncement(locale),
    colorMode: getSiteConfig().colorMode,
  };
}

const docsLayoutOf = perContentSet((content: ContentSet, locale: Locale) => {
  const { topLevels, hidden } = buildSidebarTopLevels(content, locale);
  return {
    topLevels,
    // Only for a cut top level: the others' pages carry nothing of it.
    ...(Object.keys(hidden).length > 0 && { hidden }),
    dataUrl: withBasePath(localizeFilePath(DOCS_SIDEBAR_DATA_ROUTE, locale)),
  };
});

/**
 * What every docs page of a locale shares: each sidebar's top level, and where the rest of
 * the sidebars is. Made once per content set and locale (it walks every sidebar whole), not
 * for each page it lays out.
 */
export function getDocsLayout(locale: Locale) {
  return docsLayoutOf(getContent(), locale);
}
