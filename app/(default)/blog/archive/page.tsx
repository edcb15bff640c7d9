export { default, generateMetadata } from '../../../[locale]/blog/archive/page';
