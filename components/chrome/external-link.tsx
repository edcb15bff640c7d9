import type { ReactNode } from 'react';
import { ExternalIcon } from './icons';

/** A link that leaves the site: a plain `<a>`, marked by an icon and, for screen readers, `hint`. */
export function ExternalLink({
  href,
  hint,
  className,
  children,
}: {
  href: string;
  hint: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <a href={href} className={className ? `external-link ${className}` : 'external-link'}>
      {children}
      <ExternalIcon />
      <span className="visually-hidden"> {hint}</span>
    </a>
  );
}
