'use client';
/**
 * The docs sidebar's one client leaf: categories open and close in place. Without
 * JavaScript each category is a link to its first doc (or its own page), the current one
 * showing its docs; once hydrated it becomes a button (`aria-expanded`, `aria-controls`)
 * whose panel animates its height in CSS. A category with a page of its own (a generated
 * index) keeps its label as a link to that page, with a toggle button beside it. Categories the page did not render load their items from
 * the locale's sidebar data file when opened. Open categories and the scroll position
 * are kept in sessionStorage, so they survive navigating to another doc.
 */
import { useRouter } from 'next/navigation';
import { use, useEffect, useId, useLayoutEffect, useMemo, useRef, useState, type UIEvent } from 'react';
import { SiteLink } from '@/components/site-link';
import {
  buildOpenCategoryIds,
  categoryPageKey,
  findCategoryItems,
  type SidebarEntry,
} from '@/lib/docs/sidebar-entries';
import {
  joinSidebar,
  topLevelRows,
  type SidebarBranch,
  type SidebarRow,
  type SidebarWindow,
} from '@/lib/docs/sidebar-split';
import { useSidebarTexts, useSidebarTopLevel, type SidebarTexts } from './sidebar-data';
import { getLoadedSidebar, loadSidebar, readSidebarState, writeSidebarState } from './sidebar-state';

interface TreeContext {
  activeId: string;
  enhanced: boolean;
  expanded: ReadonlySet<string>;
  itemsOf: (entry: Extract<SidebarEntry, { type: 'category' }>) => SidebarEntry[] | undefined;
  toggle: (entry: Extract<SidebarEntry, { type: 'category' }>) => void;
  /** The toggle button's name beside a category's page link, `{label}` for the category's label. */
  toggleLabel?: string;
  /** A cut top level's texts, and what loads the whole of it (from the gap at an index). */
  cut?: { texts: NonNullable<SidebarTexts['cut']>; reveal: (from: number) => void };
}

/** A stretch of a cut top level the page does not hold: its size, and once hydrated a button that loads the whole top level. */
function SidebarGap({ count, from, ctx }: { count: number; from: number; ctx: TreeContext }) {
  if (!ctx.cut) return null;
  const pick = (forms: { one: string; other: string }) =>
    (count === 1 ? forms.one : forms.other).replace('{count}', String(count));
  return ctx.enhanced ? (
    <button type="button" className="sidebar-gap" onClick={() => ctx.cut!.reveal(from)}>
      {pick(ctx.cut.texts.showMore)}
    </button>
  ) : (
    <span className="sidebar-gap">{pick(ctx.cut.texts.more)}</span>
  );
}

function SidebarItems({ entries, ctx }: { entries: readonly SidebarRow[]; ctx: TreeContext }) {
  return (
    <ul>
      {entries.map((entry, index) => (
        <li key={entry.id} className={entry.type === 'gap' ? undefined : entry.className}>
          {entry.type === 'gap' ? (
            <SidebarGap count={entry.count} from={index} ctx={ctx} />
          ) : entry.type === 'doc' ? (
            <SiteLink href={entry.path} aria-current={entry.id === ctx.activeId ? 'page' : undefined}>
              {entry.label}
            </SiteLink>
          ) : (
            <SidebarCategory entry={entry} ctx={ctx} />
          )}
        </li>
      ))}
    </ul>
  );
}

function SidebarCategory({ entry, ctx }: { entry: Extract<SidebarEntry, { type: 'category' }>; ctx: TreeContext }) {
  const panelId = useId();
  const items = ctx.itemsOf(entry);
  const open = ctx.expanded.has(entry.id) && items !== undefined;
  const current = entry.hasPage && categoryPageKey(entry.id) === ctx.activeId ? 'page' : undefined;
  if (!ctx.enhanced) {
    return (
      <>
        <SiteLink href={entry.path} className="sidebar-category" aria-current={current}>
          {entry.label}
        </SiteLink>
        {entry.items && (
          <div className="sidebar-panel" data-open="">
            <div className="sidebar-panel-inner">
              <SidebarItems entries={entry.items} ctx={ctx} />
            </div>
          </div>
        )}
      </>
    );
  }
  return (
    <>
      {entry.hasPage ? (
        <div className="sidebar-category-row">
          <SiteLink href={entry.path} aria-current={current}>
            {entry.label}
          </SiteLink>
          <button
            type="button"
            className="sidebar-category-toggle"
            aria-label={(ctx.toggleLabel ?? '{label}').replace('{label}', entry.label)}
            aria-expanded={open}
            aria-controls={panelId}
            onClick={() => ctx.toggle(entry)}
          />
        </div>
      ) : (
        <button
          type="button"
          className="sidebar-category"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => ctx.toggle(entry)}
        >
          {entry.label}
        </button>
      )}
      <div id={panelId} className="sidebar-panel" data-open={open ? '' : undefined}>
        <div className="sidebar-panel-inner">{items && <SidebarItems entries={items} ctx={ctx} />}</div>
      </div>
    </>
  );
}

/**
 * The sidebar's navigation landmark and tree; `variant` keeps the page's and the mobile
 * panel's state apart. The panel's copy renders in the browser only: the page's own
 * sidebar is the one in the HTML (in the flow below 996 px too, so a reader without
 * JavaScript still has it), and both copies take the same `branch`, which the page's
 * data payload then holds once. A second server-rendered copy cost every doc page a second
 * list of every category. The tree is the top level of
 * sidebar `sidebarKey`, which the docs layout holds (components/docs/sidebar-data.tsx), with
 * the page's `branch`; a promise, so that React writes it at the end of the page's payload
 * (see deferToEndOfPayload). A cut top level (lib/docs/sidebar-split.ts) shows a gap for
 * each stretch neither holds, the page's `window` between them; a gap's button loads the
 * whole top level and moves the focus to its first entry there.
 */
export function SidebarTree(props: {
  sidebarKey: string;
  branch: Promise<SidebarBranch>;
  activeId: string;
  variant: 'page' | 'panel';
  toggleLabel?: string;
  window?: SidebarWindow;
}) {
  const { activeId, variant, toggleLabel } = props;
  // The names and the address are the docs layout's, the same for every page of the locale.
  const { dataUrl, pageLabel, panelLabel, cut: cutTexts } = useSidebarTexts();
  const topLevel = useSidebarTopLevel(props.sidebarKey);
  const branch = use(props.branch);
  const hidden = cutTexts?.hidden[props.sidebarKey] ?? 0;
  // The same arrays across renders: the effects below read them once.
  const rows = useMemo(
    () => joinSidebar(topLevelRows(topLevel ?? [], hidden, props.window), branch),
    [topLevel, hidden, props.window, branch],
  );
  const entries = useMemo(() => rows.filter((row): row is SidebarEntry => row.type !== 'gap'), [rows]);
  const [enhanced, setEnhanced] = useState(false);
  const [restoring, setRestoring] = useState(true);
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(() => new Set(buildOpenCategoryIds(entries, activeId)));
  const [full, setFull] = useState<SidebarEntry[] | undefined>(undefined);
  // The index of the gap whose button loaded the whole top level: its first entry takes the focus.
  const [revealedFrom, setRevealedFrom] = useState<number | undefined>(undefined);
  const navRef = useRef<HTMLElement>(null);
  const pendingScroll = useRef<number | undefined>(undefined);
  const scrollFrame = useRef(0);
  const router = useRouter();

  const itemsOf: TreeContext['itemsOf'] = (entry) => entry.items ?? (full && findCategoryItems(full, entry.id));
  const missingItems = (ids: Iterable<string>, tree = full) =>
    [...ids].some((id) => !findCategoryItems(entries, id) && !(tree && findCategoryItems(tree, id)));

  useEffect(() => {
    const stored = readSidebarState(variant);
    const next = new Set([...(stored?.expanded ?? []), ...buildOpenCategoryIds(entries, activeId)]);
    const cached = getLoadedSidebar(dataUrl, props.sidebarKey);
    pendingScroll.current = stored?.scrollTop;
    setEnhanced(true);
    setExpanded(next);
    if (cached) setFull(cached);
    else if (missingItems(next, cached)) loadSidebar(dataUrl, props.sidebarKey).then(setFull, () => setFull([]));
    // Runs once: later changes come from the reader, not from props.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // Restores the scroll position once the open categories are rendered, with transitions
  // off (data-restoring) so their heights are final at once.
  useLayoutEffect(() => {
    if (!enhanced || !restoring || (missingItems(expanded) && full === undefined)) return;
    if (navRef.current && pendingScroll.current !== undefined) navRef.current.scrollTop = pendingScroll.current;
    const frame = requestAnimationFrame(() => requestAnimationFrame(() => setRestoring(false)));
    return () => cancelAnimationFrame(frame);
  });

  useEffect(() => {
    if (enhanced) writeSidebarState(variant, { expanded: [...expanded], scrollTop: navRef.current?.scrollTop ?? 0 });
  }, [enhanced, expanded, variant]);

  const onScroll = (event: UIEvent<HTMLElement>) => {
    const nav = event.currentTarget;
    cancelAnimationFrame(scrollFrame.current);
    scrollFrame.current = requestAnimationFrame(() =>
      writeSidebarState(variant, { expanded: [...expanded], scrollTop: nav.scrollTop }),
    );
  };

  const toggle: TreeContext['toggle'] = ({ id, path }) => {
    const flip = () =>
      setExpanded((previous) => {
        const next = new Set(previous);
        if (!next.delete(id)) next.add(id);
        return next;
      });
    if (expanded.has(id) || !missingItems([id])) return flip();
    // A list that cannot load (the data file failed) leads where the category leads
    // without JavaScript, its first doc, rather than leaving the click without effect.
    loadSidebar(dataUrl, props.sidebarKey).then(
      (tree) => {
        setFull(tree);
        flip();
      },
      () => router.push(path),
    );
  };

  const reveal = (from: number) =>
    loadSidebar(dataUrl, props.sidebarKey).then(
      (tree) => {
        setFull(tree);
        setRevealedFrom(from);
      },
      () => undefined,
    );

  useEffect(() => {
    if (revealedFrom === undefined) return;
    navRef.current
      ?.querySelector<HTMLElement>(`:scope > ul > li:nth-child(${revealedFrom + 1}) :is(a, button)`)
      ?.focus();
  }, [revealedFrom]);

  const shown: readonly SidebarRow[] = revealedFrom !== undefined && full ? full : rows;
  const cut = cutTexts && hidden > 0 ? { texts: cutTexts, reveal } : undefined;

  if (variant === 'panel' && !enhanced) return null;
  return (
    <nav
      ref={navRef}
      className="docs-sidebar"
      aria-label={variant === 'page' ? pageLabel : panelLabel}
      data-restoring={enhanced && !restoring ? undefined : ''}
      onScroll={onScroll}
    >
      <SidebarItems entries={shown} ctx={{ activeId, enhanced, expanded, itemsOf, toggle, toggleLabel, cut }} />
    </nav>
  );
}
