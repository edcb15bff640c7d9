/**
 * `npm run dev` only: reloads the page when a file of `content/` changes. next.config.mjs
 * injects this module into every page in the dev phase (scripts/content-reload.mjs starts the
 * watcher and its event stream); a production build neither bundles nor mentions it.
 */

/** Where the tab keeps the last content revision it saw. */
export const REVISION_KEY = 'content-reload:revision';

/**
 * The address of the watcher's event stream: the page's host, the watcher's own port.
 * @example contentReloadUrl({ protocol: 'http:', hostname: 'localhost' }, '41234') === 'http://localhost:41234/'
 */
export function contentReloadUrl(location: Pick<Location, 'protocol' | 'hostname'>, port: string): string {
  return `${location.protocol}//${location.hostname}:${port}/`;
}

/**
 * The stream's listener: reloads when an event names a content revision other than the last one
 * this tab saw (after a save, and also when a save came while the page was loading, before the
 * stream connected). The tab's first revision is only remembered.
 */
export function reloadOnNewRevision(
  storage: Pick<Storage, 'getItem' | 'setItem'>,
  reload: () => void,
): (event: { data: string }) => void {
  return ({ data }) => {
    const seen = storage.getItem(REVISION_KEY);
    storage.setItem(REVISION_KEY, data);
    if (seen !== null && seen !== data) reload();
  };
}

const port = process.env.CONTENT_RELOAD_PORT;
if (port && typeof window !== 'undefined') {
  new EventSource(contentReloadUrl(window.location, port)).onmessage = reloadOnNewRevision(window.sessionStorage, () =>
    window.location.reload(),
  );
}
