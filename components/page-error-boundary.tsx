'use client';
/**
 * Catches a crash of the page's content inside the site shell, so the navbar and footer
 * stay usable. A crash offers "Try again" (Next's `retry`: fetch the page data again and
 * re-render); a chunk that failed to load cannot be fixed by a re-render, only by a reload.
 */
import { catchError, type ErrorInfo } from 'next/error';

/** The fallback's texts, in the page's locale. */
export interface PageErrorLabels {
  /** Heading of a crashed page. */
  title: string;
  /** Button that renders the page again. */
  tryAgain: string;
  /** Heading when part of the page's code could not be loaded. */
  chunkTitle: string;
  /** Button that reloads the window. */
  retry: string;
}

function isChunkLoadError(error: unknown): boolean {
  return error instanceof Error && (error.name === 'ChunkLoadError' || /load(ing)? (css )?chunk/i.test(error.message));
}

function PageErrorFallback({ labels }: { labels: PageErrorLabels }, { error, retry }: ErrorInfo) {
  const chunk = isChunkLoadError(error);
  return (
    <div className="page-error">
      <h1>{chunk ? labels.chunkTitle : labels.title}</h1>
      <p className="page-error-message">{error instanceof Error ? error.message : String(error)}</p>
      <button type="button" className="button button-primary" onClick={chunk ? () => location.reload() : retry}>
        {chunk ? labels.retry : labels.tryAgain}
      </button>
    </div>
  );
}

/** Error boundary around the page content (`<main>`'s children). */
export const PageErrorBoundary = catchError(PageErrorFallback);
