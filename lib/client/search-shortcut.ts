/** The fields of a keydown event the search shortcut reads. */
export interface ShortcutEvent {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  altKey: boolean;
  shiftKey?: boolean;
  target: EventTarget | null;
}

/** Whether the event happens where the reader types text (where `/` is a character). */
function isTypingTarget(target: EventTarget | null): boolean {
  if (!target || typeof (target as Element).closest !== 'function') return false;
  const element = target as HTMLElement;
  if (element.isContentEditable) return true;
  return element.closest('input, textarea, select, [contenteditable]:not([contenteditable="false"])') !== null;
}

/**
 * Whether a keydown opens the search: Ctrl+K or Cmd+K anywhere, `/` outside text fields.
 * @example isSearchShortcut({ key: 'k', ctrlKey: true, … }) === true
 */
export function isSearchShortcut(event: ShortcutEvent): boolean {
  if (event.altKey) return false;
  if (event.key.toLowerCase() === 'k' && (event.ctrlKey || event.metaKey)) return true;
  return event.key === '/' && !event.ctrlKey && !event.metaKey && !isTypingTarget(event.target);
}

/**
 * Whether the platform's keyboards have ⌘ (the hint then reads "⌘ K"; Ctrl+K works too).
 * @example isApplePlatform('MacIntel') === true; isApplePlatform('Linux x86_64') === false
 */
export function isApplePlatform(platform: string): boolean {
  return /^(mac|iphone|ipad|ipod|ios)/i.test(platform);
}
