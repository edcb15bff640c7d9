import type { ReactNode } from 'react';
import { ThemeProvider } from 'next-themes';
import { THEME_STORAGE_KEY } from '@/lib/site';

/** Colour modes, in the order the toggle cycles through them. */
export const COLOUR_MODES = ['light', 'dark', 'system'] as const;

/**
 * next-themes, set up for the site: the reader's choice is stored under `theme` and set as
 * `data-theme` on <html> by next-themes' inline script, before the first paint and without
 * the bundle. Until the reader chooses, the mode follows the system (light when it has no
 * preference): the issue's "light by default, following the system preference".
 */
export function ColourModeProvider({ children }: { children: ReactNode }) {
  return (
    <ThemeProvider
      attribute="data-theme"
      defaultTheme="system"
      enableSystem
      storageKey={THEME_STORAGE_KEY}
      themes={['light', 'dark']}
    >
      {children}
    </ThemeProvider>
  );
}
