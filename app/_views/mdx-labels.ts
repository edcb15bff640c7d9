import { getTranslations } from '@/lib/translator';
import type { MdxLabels } from '@/components/mdx/mdx-body';
import type { Locale } from '@/lib/i18n';
import { ADMONITION_TYPES, type AdmonitionType } from '@/lib/mdx/remark-admonitions';

/** The labels MDX components show, from the locale's messages. */
export async function getMdxLabels(locale: Locale): Promise<MdxLabels> {
  const t = await getTranslations({ locale, namespace: 'admonition' });
  const admonitions = Object.fromEntries(ADMONITION_TYPES.map((type) => [type, t(type)])) as Record<
    AdmonitionType,
    string
  >;
  const code = await getTranslations({ locale, namespace: 'codeBlock' });
  const mermaid = await getTranslations({ locale, namespace: 'mermaid' });
  return {
    locale,
    admonitions,
    codeBlock: { region: code('region') },
    mermaid: { name: mermaid('name'), source: mermaid('source') },
  };
}
