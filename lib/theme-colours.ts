/**
 * The page background of each colour mode (`--bg` in app/styles/base.css), which browsers
 * use to tint their own interface through `<meta name="theme-color">`. Kept apart from
 * lib/site.ts so the colour-mode toggle can import it without the site's settings.
 */
export const THEME_COLOURS = { light: '#ffffff', dark: '#16181d' } as const;
