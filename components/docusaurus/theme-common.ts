'use client';
/** `@docusaurus/theme-common`'s `useColorMode`, on the site's colour mode (next-themes). */
import { useTheme } from 'next-themes';

export function useColorMode() {
  const { resolvedTheme, setTheme } = useTheme();
  const colorMode = resolvedTheme === 'dark' ? 'dark' : 'light';
  return { colorMode, isDarkTheme: colorMode === 'dark', setColorMode: (mode: 'light' | 'dark') => setTheme(mode) };
}
