import { feedRoute, prefixedLocaleParams } from '@/app/_views/site-file-routes';

// Served by `next dev` only; the build writes the file (lib/site-files.ts).
export const GET = feedRoute('rss');
// Segment config must be written in the route file itself to be read.
export const dynamic = 'force-static';
export const generateStaticParams = prefixedLocaleParams;
