export { default, generateMetadata } from '../[locale]/page';
