import { buildShallowSidebar } from '@/lib/docs/sidebar-view';
import type { SidebarNode } from '@/lib/docs/sidebar';
import { SidebarTree } from './sidebar-tree';

/**
 * The docs sidebar: every category, the current one open with the current doc marked.
 * Only the current doc's categories carry their items in the page (a 1,100-doc site
 * would otherwise repeat 1,100 links per page); the others load them when opened.
 */
export function DocsSidebar(props: { tree: SidebarNode[]; activeId: string; label: string; dataUrl: string; variant: 'page' | 'panel' }) {
  return (
    <SidebarTree
      entries={buildShallowSidebar(props.tree, props.activeId)}
      activeId={props.activeId}
      dataUrl={props.dataUrl}
      label={props.label}
      variant={props.variant}
    />
  );
}
