import type { ReactNode } from 'react';
import { CopyCodeButton } from './copy-code-button';

/** Labels of a code block, in the page's locale. */
export interface CodeBlockLabels {
  /** Name of an untitled block's scroll region, followed by its number. */
  region: string;
}

/**
 * A highlighted code block (lib/mdx/remark-code-blocks.ts): optional title, a copy
 * button, and a focusable, labelled region that scrolls long lines.
 */
export function CodeBlock(props: { title?: string; index?: string; labels: CodeBlockLabels; children?: ReactNode }) {
  const name = props.title ?? `${props.labels.region} ${props.index ?? ''}`.trim();
  return (
    <figure className="code-block">
      {props.title && <figcaption className="code-block-title">{props.title}</figcaption>}
      <div className="code-block-frame">
        {/* A named <section> is a region landmark, as for tables (lib/mdx/rehype-table-regions.ts). */}
        <section className="code-block-scroll" tabIndex={0} aria-label={name}>
          {props.children}
        </section>
        <CopyCodeButton />
      </div>
    </figure>
  );
}
