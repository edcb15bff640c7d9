import type { ReactNode } from 'react';
import { getTranslations } from '@/lib/translator';
import { AnnouncementBar } from '@/components/chrome/announcement-bar';
import { ChromeLabelsProvider, type ChromeLabels } from '@/components/chrome/chrome-labels';
import { COLOUR_MODES } from '@/components/chrome/colour-mode-provider';
import { getAnnouncement } from '@/lib/announcement';
import type { Locale } from '@/lib/i18n';
import { buildSiteNav } from '@/lib/navigation';
import { HOME_ROUTE } from '@/lib/urls';
import { SiteFooter } from './site-footer';
import { buildHeldHeaderParts } from './site-header';
import { MAIN_CONTENT_ID } from './site-shell';

/** The chrome's texts of `locale` that no page changes. */
async function buildChromeLabels(locale: Locale): Promise<ChromeLabels> {
  const search = await getTranslations({ locale, namespace: 'search' });
  const colour = await getTranslations({ locale, namespace: 'colourMode' });
  const pageError = await getTranslations({ locale, namespace: 'pageError' });
  const chromeNav = await getTranslations({ locale, namespace: 'chromeNav' });
  const code = await getTranslations({ locale, namespace: 'codeBlock' });
  const next = (i: number) => COLOUR_MODES[(i + 1) % COLOUR_MODES.length]!;
  const [light, dark, system] = COLOUR_MODES.map((mode, i) =>
    colour('toggle', { current: colour(mode), next: colour(next(i)) }),
  ) as [string, string, string];
  return {
    // Raw templates: the client fills `{query}` and `{count}` itself.
    search: {
      button: search('button'),
      shortcut: search('shortcut'),
      shortcutApple: search('shortcutApple'),
      dialogTitle: search('dialogTitle'),
      inputLabel: search('inputLabel'),
      placeholder: search('placeholder'),
      close: search('close'),
      hint: search('hint'),
      loading: search('loading'),
      noResults: search.raw('noResults') as string,
      resultsOne: search('resultsOne'),
      resultsOther: search.raw('resultsOther') as string,
      resultsLabel: search('resultsLabel'),
      instructions: search('instructions'),
      unavailable: search('unavailable'),
      allVersions: search('allVersions'),
    },
    colourMode: { light, dark, system, pending: colour('pending') },
    pageError: {
      title: pageError('title'),
      tryAgain: pageError('tryAgain'),
      chunkTitle: pageError('chunkTitle'),
      retry: pageError('retry'),
      text: pageError('text'),
      chunkText: pageError('chunkText'),
      code: pageError.raw('code') as string,
    },
    navbar: (await getTranslations({ locale, namespace: 'navbar' }))('label'),
    menu: { label: chromeNav('menu'), closeLabel: chromeNav('closeMenu') },
    codeBlock: { copy: code('copy'), copied: code('copied') },
  };
}

/**
 * What every page of a locale has around its header and main landmark: the skip link (the
 * first tab stop), the announcement bar, the footer, the chrome's texts and the header's
 * parts that no page changes. Rendered by the
 * root layout, which the client router keeps, so a navigation fetches none of it again;
 * each page renders the rest of the frame (components/site-shell.tsx), whose links depend on it.
 */
export async function SiteChrome({ locale, children }: { locale: Locale; children: ReactNode }) {
  const t = await getTranslations({ locale, namespace: 'skipLink' });
  const announcement = await getAnnouncement(locale);
  const nav = buildSiteNav(locale, HOME_ROUTE);
  return (
    <ChromeLabelsProvider labels={await buildChromeLabels(locale)} parts={await buildHeldHeaderParts(nav)}>
      <a className="skip-link" href={`#${MAIN_CONTENT_ID}`}>
        {t('label')}
      </a>
      {announcement && <AnnouncementBar announcement={announcement} locale={locale} />}
      {children}
      <SiteFooter nav={nav} />
    </ChromeLabelsProvider>
  );
}
