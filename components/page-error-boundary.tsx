'use client';
/**
 * Catches a crash of the page's content inside the site shell, so the navbar and footer
 * stay usable. "Try again" fetches the page data again and re-renders (what Next's
 * `retry()` does); a chunk that failed to load cannot be fixed by a re-render, only by a
 * reload. Our own boundary rather than `catchError` from next/error: the same behaviour
 * for less JavaScript on every page.
 */
import { useRouter, usePathname } from 'next/navigation';
import { Component, startTransition, type ReactNode } from 'react';
import { useChromeLabels, type PageErrorLabels } from '@/components/chrome/chrome-labels';
import { errorCode } from '@/lib/error-code';

interface BoundaryProps {
  labels: PageErrorLabels;
  pathname: string;
  refresh: () => void;
  children: ReactNode;
}

interface BoundaryState {
  error?: unknown;
  pathname: string;
}

function isChunkLoadError(error: unknown): boolean {
  return error instanceof Error && (error.name === 'ChunkLoadError' || /load(ing)? (css )?chunk/i.test(error.message));
}

class Boundary extends Component<BoundaryProps, BoundaryState> {
  state: BoundaryState = { pathname: this.props.pathname };

  static getDerivedStateFromError(error: unknown): Partial<BoundaryState> {
    return { error };
  }

  // A navigation to another page clears the error.
  static getDerivedStateFromProps(props: BoundaryProps, state: BoundaryState): BoundaryState {
    return props.pathname === state.pathname ? state : { pathname: props.pathname };
  }

  render() {
    const { error } = this.state;
    if (error === undefined) return this.props.children;
    const { labels, refresh } = this.props;
    const chunk = isChunkLoadError(error);
    // No message of the error's own: React's and the browser's are English, the page's locale may not be.
    const code = errorCode(error);
    const tryAgain = () =>
      startTransition(() => {
        refresh();
        this.setState({ error: undefined });
      });
    return (
      <div className="page-error">
        <h1>{chunk ? labels.chunkTitle : labels.title}</h1>
        <p>{chunk ? labels.chunkText : labels.text}</p>
        {code && <p className="page-error-message">{labels.code.replace('{code}', code)}</p>}
        <button type="button" className="button button-primary" onClick={chunk ? () => location.reload() : tryAgain}>
          {chunk ? labels.retry : labels.tryAgain}
        </button>
      </div>
    );
  }
}

/** Error boundary around the page content (`<main>`'s children). */
export function PageErrorBoundary({ children }: { children: ReactNode }) {
  const router = useRouter();
  return (
    <Boundary labels={useChromeLabels().pageError} pathname={usePathname()} refresh={router.refresh}>
      {children}
    </Boundary>
  );
}
