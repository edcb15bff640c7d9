'use client';
/**
 * Marks the table-of-contents link of the heading being read (`aria-current`), in every
 * TOC of the page ([data-toc]). The headings are the links' targets; an
 * IntersectionObserver says when one enters or leaves the top 30 % of the viewport. Renders nothing.
 */
import { useEffect } from 'react';

/** Top part of the viewport where a heading counts as the one being read. */
const READING_LINE = 0.3;

/** The first heading in the top part of the viewport, else the last one scrolled past. */
function currentHeadingId(headings: HTMLElement[]): string | undefined {
  const line = window.innerHeight * READING_LINE;
  let current = headings[0]?.id;
  for (const heading of headings) {
    const top = heading.getBoundingClientRect().top;
    if (top > line) break;
    current = heading.id;
    if (top >= 0) break;
  }
  return current;
}

/** The highlighter; place it once, inside a TOC. */
export function TocHighlighter() {
  useEffect(() => {
    const links = [...document.querySelectorAll<HTMLAnchorElement>('[data-toc] a[href^="#"]')];
    const ids = [...new Set(links.map((link) => decodeURIComponent(link.hash.slice(1))))];
    const headings = ids.map((id) => document.getElementById(id)).filter((h): h is HTMLElement => h !== null);
    if (headings.length === 0) return;
    const update = () => {
      const id = currentHeadingId(headings);
      for (const link of links) {
        if (decodeURIComponent(link.hash.slice(1)) === id) link.setAttribute('aria-current', 'location');
        else link.removeAttribute('aria-current');
      }
    };
    const observer = new IntersectionObserver(update, { rootMargin: `0px 0px -${100 - READING_LINE * 100}% 0px` });
    for (const heading of headings) observer.observe(heading);
    update();
    return () => observer.disconnect();
  }, []);
  return null;
}
