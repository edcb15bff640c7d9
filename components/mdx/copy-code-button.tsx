'use client';
/**
 * Copies its code block's text. Shown once hydrated (it needs the Clipboard API); the
 * status beside it is a live region, so "Copied" is announced to screen readers.
 */
import { useEffect, useRef, useState } from 'react';
import { useChromeLabels } from '@/components/chrome/chrome-labels';

/** How long the "copied" status stays. */
const COPIED_MS = 2000;

/**
 * The copy button of components/mdx/code-block.tsx. Its texts are the root layout's
 * (components/site-chrome.tsx), not repeated in every page's data.
 */
export function CopyCodeButton() {
  const { copy: label, copied: copiedLabel } = useChromeLabels().codeBlock;
  const [ready, setReady] = useState(false);
  const [copied, setCopied] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => {
    setReady(typeof navigator !== 'undefined' && navigator.clipboard !== undefined);
    return () => clearTimeout(timer.current);
  }, []);

  const copy = async () => {
    const code = button.current?.closest('figure')?.querySelector('pre code')?.textContent ?? '';
    try {
      await navigator.clipboard.writeText(code.replace(/\n$/, ''));
    } catch {
      return;
    }
    setCopied(true);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setCopied(false), COPIED_MS);
  };

  return (
    <>
      <button ref={button} type="button" className="code-copy" hidden={!ready} onClick={copy} data-pagefind-ignore>
        <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
          <path
            fill="currentColor"
            d="M16 1H4a2 2 0 0 0-2 2v14h2V3h12Zm3 4H8a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h11a2 2 0 0 0 2-2V7a2 2 0 0 0-2-2Zm0 16H8V7h11Z"
          />
        </svg>
        <span className="visually-hidden">{label}</span>
      </button>
      <span role="status" className="code-copy-status" data-pagefind-ignore>
        {copied ? copiedLabel : ''}
      </span>
    </>
  );
}
