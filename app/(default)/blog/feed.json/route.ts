export const dynamic = 'force-static';
export { GET } from '../../../[locale]/blog/feed.json/route';
