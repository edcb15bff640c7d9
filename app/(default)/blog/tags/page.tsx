export { default, generateMetadata } from '../../../[locale]/blog/tags/page';
