/**
 * `data-hydrated` on <html> once React has taken over the page. The page's scripts start
 * after its first paint (lib/perf/deferred-bundles.ts), so a control may be on screen before
 * it works: end-to-end tests wait for this mark before they use one (tests/e2e/fixtures.ts).
 */
export function markHydrated(): void {
  document.documentElement.dataset.hydrated = '';
}
