export { GET } from '../../../[locale]/docs/sidebar.json/route';
// Segment config must be written in the route file itself to be read.
export const dynamic = 'force-static';
