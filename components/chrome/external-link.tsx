import type { ReactNode } from 'react';
import { ExternalIcon } from './icons';

/** A link that leaves the site: a plain `<a>`, marked by an icon and, for screen readers, `hint`. */
export function ExternalLink({ href, hint, children }: { href: string; hint: string; children: ReactNode }) {
  return (
    <a href={href} className="external-link">
      {children}
      <ExternalIcon />
      <span className="visually-hidden"> {hint}</span>
    </a>
  );
}
