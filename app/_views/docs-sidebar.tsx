/**
 * The docs sidebar of a page (a doc, a category's page), for its column and for the mobile
 * panel: the page brings only its own branch (the top level is the docs layout's, kept
 * between pages: lib/docs/sidebar-split.ts), one for both, written at the end of its payload.
 */
import { getTranslations } from '@/lib/translator';
import { deferToEndOfPayload } from '@/components/docs/defer-to-end-of-payload';
import { SidebarTree } from '@/components/docs/sidebar-tree';
import type { SidebarBranch, SidebarWindow } from '@/lib/docs/sidebar-split';
import type { Locale } from '@/lib/i18n';

/**
 * The sidebar's renderer by variant. `hasCategoryPages`: some category of the whole tree has
 * a page of its own, so its label is a link beside a toggle button, which needs a name.
 */
export async function buildDocsSidebar(
  locale: Locale,
  branch: SidebarBranch,
  activeId: string,
  hasCategoryPages: boolean,
  sidebarKey: string,
  window?: SidebarWindow,
) {
  const t = await getTranslations({ locale, namespace: 'docs' });
  const deferred = deferToEndOfPayload(branch);
  // Only then: a prop the tree does not need would cost every doc page's data its bytes.
  const toggle = hasCategoryPages ? { toggleLabel: t.raw('categoryToggle') as string } : {};
  const stretch = window ? { window } : {};
  // The panel's copy is a second landmark with a name of its own (the docs layout's texts).
  return (variant: 'page' | 'panel') => (
    <SidebarTree
      sidebarKey={sidebarKey}
      branch={deferred}
      activeId={activeId}
      variant={variant}
      {...toggle}
      {...stretch}
    />
  );
}
