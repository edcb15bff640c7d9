/** `@docusaurus/useBaseUrl` for a site's own components (the same function content's imports bind to). */
import { useBaseUrl } from '@/lib/mdx/docusaurus-components';

export default useBaseUrl;
/** Docusaurus' `useBaseUrlUtils().withBaseUrl`. */
export function useBaseUrlUtils() {
  return { withBaseUrl: useBaseUrl };
}
