'use client';
/**
 * Watches client navigations (the root layout renders it once, so it outlives pages):
 * a progress bar 200 ms after a link click if the page has not arrived yet; a full load
 * of the target when the page data never arrives (Next 16 can drop a navigation
 * silently in an export, next.js #97807); focus on the new page's <h1>, or the heading its
 * #fragment names, once it is shown.
 * Next's own route announcer reads the new title to screen readers; when the title arrives
 * after the page (streamed metadata), this one does.
 */
import { usePathname } from 'next/navigation';
import { useEffect, useRef, useState } from 'react';
import { focusLanding } from '@/lib/client/focus-landing';
import { markHydrated } from '@/lib/client/hydration';

/** A page that arrives sooner shows no progress bar at all. */
export const PROGRESS_DELAY_MS = 200;

/** After this long without the new page, the window loads the target itself. */
export const WATCHDOG_MS = 6000;

/** The progress bar's accessible name. */
export function RouteChangeWatcher({ label }: { label: string }) {
  const pathname = usePathname();
  const [pending, setPending] = useState(false);
  const timers = useRef<number[]>([]);
  const shownPathname = useRef(pathname);
  const shownTitle = useRef('');
  const [announcement, setAnnouncement] = useState('');

  useEffect(() => {
    markHydrated(); // the root layout's leaf: its effect runs once the page has hydrated
    // On window, after React's root listener: a client navigation by next/link has
    // already called preventDefault; a modified click or a plain <a> has not.
    function onClick(event: MouseEvent) {
      const link = event.defaultPrevented && (event.target as Element).closest?.('a[href]');
      if (
        !(link instanceof HTMLAnchorElement) ||
        link.origin !== location.origin ||
        link.pathname === location.pathname
      )
        return;
      timers.current.forEach(clearTimeout);
      timers.current = [
        window.setTimeout(() => setPending(true), PROGRESS_DELAY_MS),
        window.setTimeout(() => location.assign(link.href), WATCHDOG_MS),
      ];
    }
    window.addEventListener('click', onClick);
    return () => window.removeEventListener('click', onClick);
  }, []);

  useEffect(() => {
    timers.current.forEach(clearTimeout);
    setPending(false);
    const previousTitle = shownTitle.current;
    shownTitle.current = document.title;
    if (shownPathname.current === pathname) return;
    shownPathname.current = pathname;
    // A link to an anchor of the new page (a search result's section) lands on that heading.
    focusLanding(location.hash);
    setAnnouncement('');
    // Next's route announcer reads document.title when the page is committed; Next 16
    // streams the title after the page, and when it comes later the announcer says
    // nothing. Then announce it here, once, unless Next's announcer already has.
    if (document.title !== previousTitle) return;
    const observer = new MutationObserver(() => {
      if (document.title === previousTitle) return;
      observer.disconnect();
      shownTitle.current = document.title;
      const nextAnnouncer = document.querySelector('next-route-announcer')?.shadowRoot?.textContent;
      if (nextAnnouncer !== document.title) setAnnouncement(document.title);
    });
    // The whole document: streamed metadata may put its <title> outside <head>.
    observer.observe(document, { subtree: true, childList: true, characterData: true });
    return () => observer.disconnect();
  }, [pathname]);

  return (
    <>
      {pending && <div className="route-progress" role="progressbar" aria-label={label} />}
      <div className="visually-hidden" aria-live="assertive" aria-atomic="true" data-route-announcer="">
        {announcement}
      </div>
    </>
  );
}
