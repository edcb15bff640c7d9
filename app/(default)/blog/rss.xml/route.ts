export const dynamic = 'force-static';
export { GET } from '../../../[locale]/blog/rss.xml/route';
