/** Small inline icons of the chrome, drawn with `currentColor`; decorative (aria-hidden). */
import type { ReactNode } from 'react';

function Icon({ children, size = 20 }: { children: ReactNode; size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" aria-hidden="true" focusable="false" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
      {children}
    </svg>
  );
}

/** Light mode. */
export const SunIcon = () => <Icon><circle cx="12" cy="12" r="4" /><path d="M12 2v2M12 20v2M4.9 4.9l1.4 1.4M17.7 17.7l1.4 1.4M2 12h2M20 12h2M4.9 19.1l1.4-1.4M17.7 6.3l1.4-1.4" /></Icon>;
/** Dark mode. */
export const MoonIcon = () => <Icon><path d="M21 12.8A9 9 0 1 1 11.2 3a7 7 0 0 0 9.8 9.8z" /></Icon>;
/** Follow the system. */
export const SystemIcon = () => <Icon><rect x="2" y="4" width="20" height="13" rx="2" /><path d="M8 21h8M12 17v4" /></Icon>;
/** Languages. */
export const GlobeIcon = () => <Icon size={18}><circle cx="12" cy="12" r="10" /><path d="M2 12h20M12 2a15 15 0 0 1 0 20M12 2a15 15 0 0 0 0 20" /></Icon>;
/** Opens the mobile panel. */
export const MenuIcon = () => <Icon size={24}><path d="M3 6h18M3 12h18M3 18h18" /></Icon>;
/** Closes a panel or bar. */
export const CloseIcon = () => <Icon size={18}><path d="M18 6 6 18M6 6l12 12" /></Icon>;
/** A link that leaves the site. */
export const ExternalIcon = () => <Icon size={13}><path d="M15 3h6v6M10 14 21 3M18 13v6a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V8a2 2 0 0 1 2-2h6" /></Icon>;
/** A dropdown's caret. */
export const CaretIcon = () => <Icon size={14}><path d="m6 9 6 6 6-6" /></Icon>;
