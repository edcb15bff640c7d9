import { feedResponse, feedStaticParams, type FeedRouteContext } from '@/app/_views/blog-feed';

// Rendered once at build time and written to out/ as a file (README: "Feeds").
export const dynamic = 'force-static';
export const dynamicParams = false;
export const generateStaticParams = feedStaticParams;

export function GET(_request: Request, context: FeedRouteContext) {
  return feedResponse('json', context);
}
