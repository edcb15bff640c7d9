'use client';
/**
 * The button of a navbar dropdown. The list is a native `popover` the button opens with
 * `popovertarget`: opening, Escape, a click outside and the focus order need no script, and
 * work before hydration. This leaf only mirrors the state into `aria-expanded` and closes
 * the list when one of its links is chosen (a client navigation keeps the page).
 */
import { useEffect, useState, type ReactNode } from 'react';

/** `menuId`: the id of the popover list; `label`: the accessible name, starting with the visible text. */
export function MenuButton({ menuId, label, children }: { menuId: string; label: string; children: ReactNode }) {
  const [open, setOpen] = useState(false);
  useEffect(() => {
    const menu = document.getElementById(menuId);
    if (!menu) return;
    const onToggle = (event: Event) => setOpen((event as ToggleEvent).newState === 'open');
    const onClick = (event: MouseEvent) => {
      if ((event.target as Element).closest('a')) menu.hidePopover();
    };
    menu.addEventListener('toggle', onToggle);
    menu.addEventListener('click', onClick);
    return () => {
      menu.removeEventListener('toggle', onToggle);
      menu.removeEventListener('click', onClick);
    };
  }, [menuId]);
  return (
    <button
      type="button"
      className="navbar-dropdown-button"
      popoverTarget={menuId}
      aria-label={label}
      aria-haspopup="true"
      aria-expanded={open}
    >
      {children}
    </button>
  );
}
