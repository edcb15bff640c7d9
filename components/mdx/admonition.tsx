import type { ReactNode } from 'react';
import type { AdmonitionType } from '@/lib/mdx/remark-admonitions';

const ICON_PATHS: Record<AdmonitionType, string> = {
  note: 'M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20Zm1 15h-2v-6h2Zm0-8h-2V7h2Z',
  tip: 'M9 21h6v-1H9Zm3-19a7 7 0 0 0-4 12.7V17h8v-2.3A7 7 0 0 0 12 2Z',
  info: 'M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20Zm1 15h-2v-6h2Zm0-8h-2V7h2Z',
  warning: 'M1 21h22L12 2Zm12-3h-2v-2h2Zm0-4h-2v-4h2Z',
  danger: 'M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20Zm1 15h-2v-2h2Zm0-4h-2V7h2Z',
};

/** A note, tip, info, warning or danger block; `role="note"` names it for screen readers. */
export function Admonition(props: {
  type: AdmonitionType;
  title?: ReactNode;
  label?: string;
  defaultTitle: string;
  children?: ReactNode;
}) {
  const title = props.title ?? props.defaultTitle;
  // A title with markup in it is named by its text (`label`).
  const label = typeof title === 'string' ? title : props.label;
  return (
    <div className={`admonition admonition-${props.type}`} role="note" aria-label={label}>
      <p className="admonition-title">
        <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
          <path d={ICON_PATHS[props.type]} fill="currentColor" />
        </svg>
        {title}
      </p>
      <div className="admonition-body">{props.children}</div>
    </div>
  );
}
