'use client';
/**
 * The sticky site header, hidden while the reader scrolls down and back on the way up.
 * It stays at the top of the page, while one of its menus or the mobile panel is open,
 * and while keyboard focus is inside it (and comes back when keyboard focus enters it).
 */
import { useEffect, useRef, type ReactNode } from 'react';
import { useChromeLabels } from './chrome-labels';

/** Scroll distance (px) ignored, so a trembling touch does not flicker the header. */
const SCROLL_SLACK_PX = 4;

/** `<header>` with the hide-on-scroll behaviour; `data-hidden` is what CSS hides. */
export function AutoHideHeader({ children }: { children: ReactNode }) {
  const ref = useRef<HTMLElement>(null);
  const label = useChromeLabels().navbar;
  useEffect(() => {
    const header = ref.current!;
    let lastY = window.scrollY;
    const onScroll = () => {
      // Twice its height: past the announcement bar and the header itself (a sticky
      // element's offsetTop moves with the scroll, so it cannot serve).
      const y = window.scrollY;
      if (Math.abs(y - lastY) < SCROLL_SLACK_PX) return;
      // Keyboard focus only: a link clicked with the mouse keeps focus, and would pin the header.
      const busy = header.querySelector(':focus-visible, :popover-open, dialog[open]') !== null;
      header.toggleAttribute('data-hidden', y > lastY && y > 2 * header.offsetHeight && !busy);
      lastY = y;
    };
    const show = () => {
      if (header.querySelector(':focus-visible')) header.removeAttribute('data-hidden');
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    header.addEventListener('focusin', show);
    return () => {
      window.removeEventListener('scroll', onScroll);
      header.removeEventListener('focusin', show);
    };
  }, []);
  return (
    <header ref={ref} className="site-header">
      <nav className="navbar" aria-label={label}>
        {children}
      </nav>
    </header>
  );
}
