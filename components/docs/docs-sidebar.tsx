import Link from 'next/link';
import { sidebarNodeContains, type SidebarNode } from '@/lib/docs/sidebar';

function SidebarItems({ nodes, activeId }: { nodes: SidebarNode[]; activeId: string }) {
  return (
    <ul>
      {nodes.map((node) =>
        node.type === 'doc' ? (
          <li key={node.id}>
            <Link href={node.path} aria-current={node.id === activeId ? 'page' : undefined}>{node.label}</Link>
          </li>
        ) : (
          <li key={node.id}>
            {/* A native disclosure: categories open and close with no client code. */}
            <details open={sidebarNodeContains(node, activeId)}>
              <summary>{node.label}</summary>
              <SidebarItems nodes={node.items} activeId={activeId} />
            </details>
          </li>
        ),
      )}
    </ul>
  );
}

/** The docs sidebar: every doc in reading order, the current one marked. */
export function DocsSidebar({ tree, activeId, label }: { tree: SidebarNode[]; activeId: string; label: string }) {
  return (
    <nav className="docs-sidebar" aria-label={label}>
      <SidebarItems nodes={tree} activeId={activeId} />
    </nav>
  );
}
