/**
 * `<BrowserWindow>` (`import BrowserWindow from '@site/src/components/BrowserWindow'`): what
 * Docusaurus' own docs use to show a rendered example, framed as a browser window with its
 * address. A figure with no JavaScript; the address bar is decoration, hidden from screen readers.
 */
import type { ReactNode } from 'react';

export function BrowserWindow({
  children,
  url = 'http://localhost:3000',
}: {
  children?: ReactNode;
  url?: string;
  minHeight?: number;
}) {
  return (
    <figure className="browser-window">
      <div className="browser-window-bar" aria-hidden="true">
        <span className="browser-window-dots" />
        <span className="browser-window-url">{url}</span>
      </div>
      <div className="browser-window-body">{children}</div>
    </figure>
  );
}
