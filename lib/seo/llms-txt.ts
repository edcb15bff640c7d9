/**
 * llms.txt (https://llmstxt.org): an H1 with the site's name, a `>` summary, then one
 * `##` section per list of links, each line `- [Title](url): description`. Here the
 * links are the Markdown twins of the docs and posts, one section per kind and locale.
 */
import type { ContentSet } from '../content/types';
import { buildDocCardList } from '../docs/doc-cards';
import { LOCALES, LOCALE_NAMES, type Locale } from '../i18n';
import type { TwinCard } from './markdown-twin';
import { absoluteUrl, docRoute, markdownPath, postRoute } from '../urls';

/** A page that has a Markdown twin. */
export interface MarkdownTwinEntry {
  locale: Locale;
  routeKey: string;
  kind: 'docs' | 'blog';
  title: string;
  description: string;
  body: string;
  file: string;
  /** Reachable by its address, listed nowhere (a doc's `unlisted`): a twin, but no llms.txt line. */
  unlisted?: boolean;
  /** What `<DocCardList />` lists in a category's index doc. */
  docCards?: TwinCard[];
}

/** One `##` section of llms.txt. */
export interface LlmsSection {
  title: string;
  links: { title: string; url: string; description: string }[];
}

/** Every doc (in sidebar order) and post (newest first) of every locale. */
export function listMarkdownTwins(content: ContentSet): MarkdownTwinEntry[] {
  return LOCALES.flatMap((locale) => [
    ...content.docs[locale].map((d) => {
      const docCards = buildDocCardList(content, locale, d.id)?.map((card) => ({
        title: card.title,
        path: card.path,
        ...(card.description && { description: card.description }),
      }));
      return {
        locale,
        routeKey: docRoute(d.slug),
        kind: 'docs' as const,
        title: d.title,
        description: d.description,
        body: d.body,
        file: d.file,
        ...(d.unlisted && { unlisted: true }),
        ...(docCards && { docCards }),
      };
    }),
    ...content.posts[locale].map((p) => ({
      locale,
      routeKey: postRoute(p.slug),
      kind: 'blog' as const,
      title: p.title,
      description: p.description,
      body: p.body,
      file: p.file,
    })),
  ]);
}

/**
 * The sections of llms.txt: per locale, its docs then its posts.
 * @param sectionTitles what each kind is called in each locale (`Documentation`, `Blog`)
 */
export function buildLlmsSections(
  twins: readonly MarkdownTwinEntry[],
  sectionTitles: Record<Locale, Record<MarkdownTwinEntry['kind'], string>>,
): LlmsSection[] {
  return LOCALES.flatMap((locale) =>
    (['docs', 'blog'] as const).map((kind) => ({
      title: `${sectionTitles[locale][kind]} (${LOCALE_NAMES[locale]})`,
      links: twins
        .filter((t) => t.locale === locale && t.kind === kind && !t.unlisted)
        .map((t) => ({
          title: t.title,
          url: absoluteUrl(markdownPath(t.routeKey, t.locale)),
          description: t.description,
        })),
    })),
  ).filter((section) => section.links.length > 0);
}

/** Keeps a link title from closing its brackets and a line from breaking. */
function oneLine(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

/**
 * Serialises llms.txt.
 * @example buildLlmsTxt('Vigía', 'Docs', [{ title: 'Docs', links: [{ title: 'Intro', url: 'https://x/intro.md', description: 'Start' }] }])
 *   === '# Vigía\n\n> Docs\n\n## Docs\n\n- [Intro](https://x/intro.md): Start\n'
 */
export function buildLlmsTxt(title: string, summary: string, sections: readonly LlmsSection[]): string {
  const parts = [`# ${oneLine(title)}`, `> ${oneLine(summary)}`];
  for (const section of sections) {
    const lines = section.links.map(
      (l) => `- [${oneLine(l.title).replace(/([[\]])/g, '\\$1')}](${l.url}): ${oneLine(l.description)}`,
    );
    parts.push(`## ${oneLine(section.title)}`, lines.join('\n'));
  }
  return `${parts.join('\n\n')}\n`;
}
