import type { MetadataRoute } from 'next';
import { buildRobots } from '@/lib/seo/sitemap';

// Written to out/robots.txt at build time.
export const dynamic = 'force-static';

export default function robots(): MetadataRoute.Robots {
  return buildRobots();
}
