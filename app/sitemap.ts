import type { MetadataRoute } from 'next';
import { getContent } from '@/lib/content';
import { buildListedRouteKeys } from '@/lib/routes';
import { buildSitemapEntries } from '@/lib/seo/sitemap';

// A static export writes metadata routes to files at build time (out/sitemap.xml).
export const dynamic = 'force-static';

export default function sitemap(): MetadataRoute.Sitemap {
  return buildSitemapEntries(buildListedRouteKeys(getContent()));
}
