export { default, generateMetadata } from '../../[locale]/markdown-page/page';
