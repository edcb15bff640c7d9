'use client';
/**
 * The colour-mode toggle: light → dark → system. next-themes knows the stored choice only
 * in the browser, so the button says which mode it is in after mounting; until then it is
 * disabled. The icons come rendered from the server; CSS shows the one of `data-mode`.
 */
import { useEffect, useState, type ReactNode } from 'react';
import { useTheme } from 'next-themes';
import { THEME_COLOURS } from '@/lib/theme-colours';
import { useChromeLabels } from './chrome-labels';

type Mode = 'light' | 'dark' | 'system';
const ORDER: readonly Mode[] = ['light', 'dark', 'system'];

/** Its accessible name in each mode (what it is and what a press does) comes from the root layout. */
export function ColourModeToggle({ children }: { children: ReactNode }) {
  const labels = useChromeLabels().colourMode;
  const { theme, resolvedTheme, setTheme } = useTheme();
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  // The HTML's theme-color follows the system; a stored choice tints the browser's UI too.
  useEffect(() => {
    if (resolvedTheme !== 'light' && resolvedTheme !== 'dark') return;
    for (const meta of document.querySelectorAll('meta[name="theme-color"]'))
      meta.setAttribute('content', THEME_COLOURS[resolvedTheme]);
  }, [resolvedTheme]);
  const mode = mounted ? (ORDER.find((m) => m === theme) ?? 'system') : undefined;
  return (
    <button
      type="button"
      className="colour-mode-toggle"
      data-mode={mode}
      disabled={!mode}
      aria-label={mode ? labels[mode] : labels.pending}
      onClick={() => mode && setTheme(ORDER[(ORDER.indexOf(mode) + 1) % ORDER.length]!)}
    >
      {children}
    </button>
  );
}
