export { default, generateMetadata } from '../../../[locale]/blog/authors/page';
