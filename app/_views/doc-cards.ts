import { getTranslations } from '@/lib/translator';
import type { DocCardView } from '@/components/docs/doc-card-list';
import type { DocCard } from '@/lib/docs/doc-cards';
import type { Locale } from '@/lib/i18n';

/** Cards with their line of text in the locale: a doc's description, a category's description or its number of items. */
export async function toDocCardViews(cards: readonly DocCard[], locale: Locale): Promise<DocCardView[]> {
  const t = await getTranslations({ locale, namespace: 'docCards' });
  return cards.map(({ kind, id, title, path, ...card }) => ({
    kind,
    id,
    title,
    path,
    text: card.description ?? ('itemCount' in card ? t('items', { count: card.itemCount }) : ''),
  }));
}
