/**
 * Small icons of the chrome: an empty span that CSS (app/styles/chrome.css, `.icon-*`) paints
 * with a mask in `currentColor`, so the drawings live once in the cached stylesheet rather
 * than twice (HTML and RSC payload) in every page. Decorative: hidden from assistive tech.
 */
function icon(name: string) {
  return function Icon() {
    return <span className={`icon icon-${name}`} aria-hidden="true" />;
  };
}

/** Light mode. */
export const SunIcon = icon('sun');
/** Dark mode. */
export const MoonIcon = icon('moon');
/** Follow the system. */
export const SystemIcon = icon('system');
/** Languages. */
export const GlobeIcon = icon('globe');
/** Opens the mobile panel. */
export const MenuIcon = icon('menu');
/** Closes a panel or bar. */
export const CloseIcon = icon('close');
/** A link that leaves the site. */
export const ExternalIcon = icon('external');
/** A dropdown's caret. */
export const CaretIcon = icon('caret');
