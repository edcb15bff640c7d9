import type { ReactNode } from 'react';
import { ThemeProvider } from 'next-themes';
import { THEME_STORAGE_KEY } from '@/lib/site';
import type { SiteConfig } from '@/lib/site-config/schema';

/** Colour modes, in the order the toggle cycles through them. */
export const COLOUR_MODES = ['light', 'dark', 'system'] as const;

const DEFAULT_COLOUR_MODE: SiteConfig['colorMode'] = {
  defaultMode: 'light',
  disableSwitch: false,
  respectPrefersColorScheme: true,
};

/**
 * next-themes, set up for the site: the reader's choice is stored under `theme` and set as
 * `data-theme` on <html> by next-themes' inline script, before the first paint and without
 * the bundle. Until the reader chooses, the mode follows the system when site.json's
 * `colorMode.respectPrefersColorScheme` says so (light without a preference), else its `defaultMode`.
 */
export function ColourModeProvider({
  children,
  colorMode = DEFAULT_COLOUR_MODE,
}: {
  children: ReactNode;
  colorMode?: SiteConfig['colorMode'];
}) {
  return (
    <ThemeProvider
      attribute="data-theme"
      defaultTheme={colorMode.respectPrefersColorScheme ? 'system' : colorMode.defaultMode}
      enableSystem={colorMode.respectPrefersColorScheme}
      storageKey={THEME_STORAGE_KEY}
      themes={['light', 'dark']}
    >
      {children}
    </ThemeProvider>
  );
}
