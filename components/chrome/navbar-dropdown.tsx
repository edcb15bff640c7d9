import type { ReactNode } from 'react';
import { CaretIcon } from './icons';
import { MenuButton } from './menu-button';

/** A navbar dropdown: a button (`button` shown, `label` its name) and its list of links, a native popover (see MenuButton). */
export function NavbarDropdown({
  id,
  label,
  button,
  children,
}: {
  id: string;
  label: string;
  button: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="navbar-dropdown">
      <MenuButton menuId={id} label={label}>
        {button}
        <CaretIcon />
      </MenuButton>
      <ul id={id} popover="auto" className="navbar-dropdown-menu">
        {children}
      </ul>
    </div>
  );
}
