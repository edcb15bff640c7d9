/** `@theme/Admonition` for a site's own components: the site's admonition, titled by its type unless given one. */
import type { ReactNode } from 'react';
import { Admonition as SiteAdmonition } from '@/components/mdx/admonition';
import type { AdmonitionType } from '@/lib/mdx/remark-admonitions';

const TYPES: Record<string, AdmonitionType> = {
  note: 'note',
  tip: 'tip',
  info: 'info',
  warning: 'warning',
  caution: 'warning',
  danger: 'danger',
};

export default function Admonition({
  type = 'note',
  title,
  children,
}: {
  type?: string;
  title?: ReactNode;
  icon?: ReactNode;
  children?: ReactNode;
}) {
  const kind = TYPES[type] ?? 'note';
  return (
    <SiteAdmonition type={kind} title={title} defaultTitle={kind[0]!.toUpperCase() + kind.slice(1)}>
      {children}
    </SiteAdmonition>
  );
}
