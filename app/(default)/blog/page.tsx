export { default, generateMetadata } from '../../[locale]/blog/page';
