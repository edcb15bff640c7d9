import { SiteLink } from '@/components/site-link';

/** A card as it is drawn: its text already in the page's language. */
export interface DocCardView {
  kind: 'doc' | 'category';
  id: string;
  title: string;
  path: string;
  text: string;
}

/**
 * Docusaurus' cards of a category's items (its generated index page, `<DocCardList />`): a
 * list of plain links, each under a heading with one line of text; the whole card is the
 * link's target (a stretched pseudo-element), so its text stays out of the link's name.
 */
export function DocCardList({ cards }: { cards: readonly DocCardView[] }) {
  return (
    <ul className="doc-cards">
      {cards.map((card) => (
        <li key={`${card.kind}:${card.id}`} className={`doc-card doc-card-${card.kind}`}>
          <h2 className="doc-card-title">
            <SiteLink href={card.path}>{card.title}</SiteLink>
          </h2>
          <p className="doc-card-text">{card.text}</p>
        </li>
      ))}
    </ul>
  );
}
