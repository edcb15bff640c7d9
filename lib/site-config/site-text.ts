/**
 * Configured strings in a page's locale, on the server: message keys go through next-intl,
 * so site.json's labels and messages/*.json share one lookup.
 */
import { getTranslations } from '../translator';
import type { Locale } from '../i18n';
import { getSiteConfig } from './index';
import type { RichText, SiteConfig, Text } from './schema';
import { richTextIn, textIn, type Translate } from './text';

/** The site configuration with its text resolvers for `locale`. */
export interface SiteText {
  config: SiteConfig;
  text: (text: Text) => string;
  rich: (text: RichText) => { html?: string; text?: string };
}

/** The resolvers of `locale`. */
export async function getSiteText(locale: Locale): Promise<SiteText> {
  const t = await getTranslations({ locale });
  const translate: Translate = (key, values) => t(key as never, values as never);
  return {
    config: getSiteConfig(),
    text: (text) => textIn(text, locale, translate),
    rich: (text) => richTextIn(text, locale, translate),
  };
}
