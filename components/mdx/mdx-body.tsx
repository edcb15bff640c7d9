import { SiteLink } from '@/components/site-link';
import type { ComponentProps } from 'react';
import type { MDXComponents, MDXContent } from 'mdx/types';
import type { AdmonitionType } from '@/lib/mdx/remark-admonitions';
import { Admonition } from './admonition';
import { CodeBlock, type CodeBlockLabels } from './code-block';

/** Interface labels the MDX components need, in the page's locale. */
export interface MdxLabels {
  admonitions: Record<AdmonitionType, string>;
  codeBlock: CodeBlockLabels;
}

/** Site paths (already localised by the pipeline) become client navigations. */
function MdxLink({ href = '', ...props }: ComponentProps<'a'>) {
  if (href.startsWith('/')) return <SiteLink href={href} {...props} />;
  return <a href={href} {...props} />;
}

function buildMdxComponents(labels: MdxLabels): MDXComponents {
  return {
    a: MdxLink,
    Admonition: (props: { type: AdmonitionType; title?: string; children?: React.ReactNode }) => (
      <Admonition {...props} defaultTitle={labels.admonitions[props.type]} />
    ),
    CodeBlock: (props: { title?: string; index?: string; children?: React.ReactNode }) => <CodeBlock {...props} labels={labels.codeBlock} />,
  };
}

/** Renders a compiled MDX body with the site's components. */
export function MdxBody({ Content, labels }: { Content: MDXContent; labels: MdxLabels }) {
  return (
    <div className="markdown">
      <Content components={buildMdxComponents(labels)} />
    </div>
  );
}
