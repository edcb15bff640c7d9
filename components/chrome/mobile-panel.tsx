'use client';
/**
 * The menu button and side panel below 996 px: a modal <dialog>, so the browser traps focus,
 * makes the page behind inert, closes it on Escape and gives focus back to the button. This
 * leaf opens it, closes it on the backdrop and when a link is chosen, and wraps Tab around.
 * `command`/`commandfor` and `closedby` let browsers that know them do the same without script.
 */
import { useRef, useState, type ReactNode } from 'react';
import { CloseIcon, MenuIcon } from './icons';
import { useChromeLabels } from './chrome-labels';

/** Keeps Tab inside the panel: a modal dialog alone lets focus out to the browser's own controls. */
function trapTab(event: React.KeyboardEvent<HTMLDialogElement>) {
  if (event.key !== 'Tab') return;
  const stops = [
    ...event.currentTarget.querySelectorAll<HTMLElement>('a[href], button, summary, [tabindex="0"]'),
  ].filter((el) => el.checkVisibility());
  const edge = event.shiftKey ? stops[0] : stops[stops.length - 1];
  if (edge && document.activeElement === edge) {
    event.preventDefault();
    (event.shiftKey ? stops[stops.length - 1] : stops[0])?.focus();
  }
}

/** `id`: the dialog's id; its names (the button's and the panel's, the close button's) come from the root layout. */
export function MobilePanel({ id, children }: { id: string; children: ReactNode }) {
  const { label, closeLabel } = useChromeLabels().menu;
  const ref = useRef<HTMLDialogElement>(null);
  const [open, setOpen] = useState(false);
  const show = () => {
    // Where `command` is known the browser opens the dialog itself after this click.
    if (!('command' in HTMLButtonElement.prototype)) ref.current?.showModal();
    setOpen(true);
  };
  const close = () => ref.current?.close();
  return (
    <>
      <button
        type="button"
        className="navbar-menu-button"
        aria-label={label}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={id}
        onClick={show}
        {...{ commandfor: id, command: 'show-modal' }}
      >
        <MenuIcon />
      </button>
      <dialog
        ref={ref}
        id={id}
        className="mobile-panel"
        aria-label={label}
        closedby="any"
        onClose={() => setOpen(false)}
        onKeyDown={trapTab}
        onClick={(event) => {
          const target = event.target as Element;
          // A click on the dialog itself is a click on its backdrop: the content fills the box.
          if (target === event.currentTarget || target.closest('a')) close();
        }}
      >
        <div className="mobile-panel-content">
          <button
            type="button"
            className="mobile-panel-close"
            aria-label={closeLabel}
            onClick={close}
            {...{ commandfor: id, command: 'close' }}
          >
            <CloseIcon />
          </button>
          {children}
        </div>
      </dialog>
    </>
  );
}
