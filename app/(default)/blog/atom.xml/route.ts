export const dynamic = 'force-static';
export { GET } from '../../../[locale]/blog/atom.xml/route';
