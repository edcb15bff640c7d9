// The default locale's root layout: the same module, with no `locale` param (es).
export { default, generateMetadata, viewport } from '../[locale]/layout';
