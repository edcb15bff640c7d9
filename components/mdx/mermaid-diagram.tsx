import type { ReactNode } from 'react';

/** Labels of a Mermaid diagram, in the page's locale. */
export interface MermaidLabels {
  /** The diagram's accessible name when its source has no accTitle. */
  name: string;
  /** The summary of the source's `<details>`. */
  source: string;
}

/**
 * A Mermaid diagram drawn at build time (lib/mdx/remark-mermaid.ts): its light and dark SVGs
 * (`children`; CSS shows the one of the colour mode), named by the diagram's accTitle or a
 * generic label, and its source in a `<details>` for whoever cannot see it or wants to copy it.
 */
export function MermaidDiagram(props: {
  labelId: string;
  source: string;
  title?: string;
  labels: MermaidLabels;
  children?: ReactNode;
}) {
  return (
    <figure className="mermaid-diagram">
      <span id={props.labelId} hidden data-pagefind-ignore>
        {props.title ?? props.labels.name}
      </span>
      {props.children}
      <details className="mermaid-diagram-source">
        <summary>{props.labels.source}</summary>
        <pre tabIndex={0}>
          <code>{props.source}</code>
        </pre>
      </details>
    </figure>
  );
}
