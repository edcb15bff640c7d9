'use client';
/** The announcement bar's close button: remembers the dismissed message and hides the bar. */

/** Stores `id` under `storageKey` and sets `attribute` on <html>, which CSS hides the bar from. */
export function AnnouncementDismiss({
  id,
  storageKey,
  attribute,
  label,
  children,
}: {
  id: string;
  storageKey: string;
  attribute: string;
  label: string;
  children: React.ReactNode;
}) {
  return (
    <button
      type="button"
      className="announcement-close"
      aria-label={label}
      onClick={() => {
        try {
          localStorage.setItem(storageKey, id);
        } catch {
          // Without storage the bar still closes for this page view.
        }
        document.documentElement.setAttribute(attribute, '');
      }}
    >
      {children}
    </button>
  );
}
