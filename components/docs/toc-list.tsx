import type { TocNode } from '@/lib/docs/toc-tree';

/**
 * Nested in-page links: the page's table of contents, and `<TOCInline />` in content
 * (components/mdx/toc-inline.tsx). A file of its own, without the TOC's client highlighter,
 * so that content using it ships no script.
 */
export function TocList({ nodes }: { nodes: TocNode[] }) {
  return (
    <ul>
      {nodes.map((node) => (
        <li key={node.id}>
          <a href={`#${node.id}`}>{node.text}</a>
          {node.children.length > 0 && <TocList nodes={node.children} />}
        </li>
      ))}
    </ul>
  );
}
