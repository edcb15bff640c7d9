import { ColourModeToggle } from './colour-mode-toggle';
import { MoonIcon, SunIcon, SystemIcon } from './icons';

/** The colour-mode toggle with its three icons (its names come from the root layout, components/site-chrome.tsx). */
export function ColourModeControl() {
  return (
    <ColourModeToggle>
      <span data-icon="light">
        <SunIcon />
      </span>
      <span data-icon="dark">
        <MoonIcon />
      </span>
      <span data-icon="system">
        <SystemIcon />
      </span>
    </ColourModeToggle>
  );
}
