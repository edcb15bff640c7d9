import { SiteLink } from '@/components/site-link';
import { sidebarNodeContains, type SidebarNode } from '@/lib/docs/sidebar';

function SidebarItems({ nodes, activeId }: { nodes: SidebarNode[]; activeId: string }) {
  return (
    <ul>
      {nodes.map((node) => (
        <li key={node.id}>
          {node.type === 'doc' ? (
            <SiteLink href={node.path} aria-current={node.id === activeId ? 'page' : undefined}>{node.label}</SiteLink>
          ) : sidebarNodeContains(node, activeId) ? (
            // The open category is a native disclosure: it closes with no client code.
            <details open>
              <summary>{node.label}</summary>
              <SidebarItems nodes={node.items} activeId={activeId} />
            </details>
          ) : (
            // Other categories link to their first doc, where they open. Rendering only the
            // current category keeps every page's HTML and RSC payload from growing with
            // the number of docs (a 1,100-doc site would repeat 1,100 links per page).
            <SiteLink href={node.path} className="sidebar-category">{node.label}</SiteLink>
          )}
        </li>
      ))}
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
