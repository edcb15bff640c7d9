import { SiteLink } from '@/components/site-link';
import { Children, isValidElement, type ComponentProps } from 'react';
import type { MDXComponents, MDXContent } from 'mdx/types';
import type { Locale } from '@/lib/i18n';
import type { MdxComponentName } from '@/lib/mdx/docusaurus-components';
import { toAdmonitionType, type AdmonitionType } from '@/lib/mdx/remark-admonitions';
import { isAssetHref, localizePath } from '@/lib/urls';
import { DocCardList, type DocCardView } from '@/components/docs/doc-card-list';
import { BrowserWindow } from './browser-window';
import { Admonition } from './admonition';
import { CodeBlock, type CodeBlockLabels } from './code-block';
import { Details, PlainCodeBlock, ThemedImage } from './docusaurus-theme';
// Registers the site's own modules content imports, before any body runs (lib/mdx/site-module-scope.ts).
import './site-modules.generated';
import { getSiteModules } from '@/lib/mdx/site-module-scope';
import { SITE_MDX_COMPONENTS_KEY } from '@/lib/mdx/site-mdx-components';
import { MermaidDiagram, type MermaidLabels } from './mermaid-diagram';
import { TabItem, Tabs } from './tabs';
import { TOCInline } from './toc-inline';

/** Interface labels the MDX components need, in the page's locale. */
export interface MdxLabels {
  /** The page's locale: `@docusaurus/Link` localises its site paths with it. */
  locale: Locale;
  admonitions: Record<AdmonitionType, string>;
  codeBlock: CodeBlockLabels;
  mermaid: MermaidLabels;
}

/** Site paths (already localised by the pipeline) become client navigations; a file beside content (an image, a PDF) is a plain link. */
function MdxLink({ href = '', ...props }: ComponentProps<'a'>) {
  if (href.startsWith('/') && !isAssetHref(href)) return <SiteLink href={href} {...props} />;
  // eslint-disable-next-line jsx-a11y/anchor-has-content -- the content is in props.children
  return <a href={href} {...props} />;
}

/** The rich title of an admonition; the Admonition above takes its content (splitRichTitle). */
function AdmonitionTitle({ children }: { children?: React.ReactNode }) {
  return <>{children}</>;
}

/**
 * An admonition whose title has Markdown in it starts with `<p><AdmonitionTitle>…</AdmonitionTitle></p>`
 * (lib/mdx/remark-admonitions.ts): that content is the title, the rest the body.
 */
function splitRichTitle(children: React.ReactNode): { richTitle?: React.ReactNode; body: React.ReactNode } {
  const [first, ...rest] = Children.toArray(children);
  const inner =
    isValidElement<{ children?: React.ReactNode }>(first) && first.type === 'p' ? first.props.children : undefined;
  if (isValidElement<{ children?: React.ReactNode }>(inner) && inner.type === AdmonitionTitle)
    return { richTitle: inner.props.children, body: rest };
  return { body: children };
}

/**
 * The components MDX content renders with. Keys named in lib/mdx/docusaurus-components.ts
 * are what Docusaurus imports (`import Tabs from '@theme/Tabs'`) resolve to.
 */
function buildMdxComponents(
  labels: MdxLabels,
  docCards: readonly DocCardView[] | undefined,
): MDXComponents & Record<MdxComponentName, unknown> {
  const DocusaurusCodeBlock = ({
    title,
    language,
    children,
  }: {
    title?: string;
    language?: string;
    children?: React.ReactNode;
  }) => (
    <CodeBlock title={title} labels={labels.codeBlock}>
      <PlainCodeBlock language={language}>{children}</PlainCodeBlock>
    </CodeBlock>
  );
  return {
    a: MdxLink,
    // `type` may be one of Docusaurus' aliases when content imports @theme/Admonition.
    Admonition: ({ type, title, children }: { type: string; title?: React.ReactNode; children?: React.ReactNode }) => {
      const kind = toAdmonitionType(type) ?? 'note';
      const { richTitle, body } = splitRichTitle(children);
      return (
        <Admonition
          type={kind}
          title={richTitle ?? title}
          label={typeof title === 'string' ? title : undefined}
          defaultTitle={labels.admonitions[kind]}
        >
          {body}
        </Admonition>
      );
    },
    AdmonitionTitle,
    CodeBlock: (props: { title?: string; index?: string; children?: React.ReactNode }) => (
      <CodeBlock {...props} labels={labels.codeBlock} />
    ),
    Code: DocusaurusCodeBlock,
    DocusaurusCodeBlock,
    DocusaurusLink: ({ to, href, ...props }: ComponentProps<'a'> & { to?: string }) => {
      const target = to ?? href ?? '';
      return (
        <MdxLink
          href={target.startsWith('/') && !target.startsWith('//') ? localizePath(target, labels.locale) : target}
          {...props}
        />
      );
    },
    BrowserWindow,
    Details,
    MermaidDiagram: (props: { labelId: string; source: string; title?: string; children?: React.ReactNode }) => (
      <MermaidDiagram {...props} labels={labels.mermaid} />
    ),
    // The compile lets <DocCardList /> through only in a doc some category leads to (lib/mdx/remark-doc-card-list.ts).
    DocCardList: () => {
      if (!docCards) throw new Error('<DocCardList /> rendered without the cards of its category');
      return <DocCardList cards={docCards} />;
    },
    TabItem,
    Tabs,
    ThemedImage,
    TOCInline,
  };
}

/** Renders a compiled MDX body with the site's components; `docCards` are what `<DocCardList />` shows. */
export function MdxBody({
  Content,
  labels,
  docCards,
}: {
  Content: MDXContent;
  labels: MdxLabels;
  docCards?: readonly DocCardView[];
}) {
  return (
    <div className="markdown">
      <Content
        components={{
          ...(getSiteModules()[SITE_MDX_COMPONENTS_KEY] as MDXComponents),
          ...buildMdxComponents(labels, docCards),
        }}
      />
    </div>
  );
}
