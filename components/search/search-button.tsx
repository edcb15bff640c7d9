import { SearchLauncher } from './search-launcher';

/**
 * The navbar's search button. The button and its shortcuts are a small client leaf, its
 * texts from the root layout (components/site-chrome.tsx); the dialog and the index load
 * only when the reader opens it. `versioned`: a versioned site's doc page, whose search can
 * widen to every version.
 */
export function SearchButton({ versioned = false }: { versioned?: boolean }) {
  return <SearchLauncher versioned={versioned} />;
}
