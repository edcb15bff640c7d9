'use client';
/**
 * The menu button and side panel below 996 px: a modal <dialog>, so the browser traps focus,
 * makes the page behind inert, closes it on Escape and gives focus back to the button. This
 * leaf opens it, and closes it on the backdrop and when a link is chosen.
 * `command`/`commandfor` and `closedby` let browsers that know them do the same without script.
 */
import { useRef, useState, type ReactNode } from 'react';
import { CloseIcon, MenuIcon } from './icons';

/** `id`: the dialog's id; `label`: the button's and the panel's name. */
export function MobilePanel({ id, label, closeLabel, children }: { id: string; label: string; closeLabel: string; children: ReactNode }) {
  const ref = useRef<HTMLDialogElement>(null);
  const [open, setOpen] = useState(false);
  const show = () => {
    if (!ref.current?.open) ref.current?.showModal();
    setOpen(true);
  };
  const close = () => ref.current?.close();
  return (
    <>
      <button type="button" className="navbar-menu-button" aria-label={label} aria-haspopup="dialog" aria-expanded={open} aria-controls={id} onClick={show} {...{ commandfor: id, command: 'show-modal' }}>
        <MenuIcon />
      </button>
      <dialog
        ref={ref}
        id={id}
        className="mobile-panel"
        aria-label={label}
        closedby="any"
        onClose={() => setOpen(false)}
        onClick={(event) => {
          const target = event.target as Element;
          // A click on the dialog itself is a click on its backdrop: the content fills the box.
          if (target === event.currentTarget || target.closest('a')) close();
        }}
      >
        <div className="mobile-panel-content">
          <button type="button" className="mobile-panel-close" aria-label={closeLabel} onClick={close} {...{ commandfor: id, command: 'close' }}>
            <CloseIcon />
          </button>
          {children}
        </div>
      </dialog>
    </>
  );
}
