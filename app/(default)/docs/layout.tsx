// The default locale's docs layout: the same module, with no `locale` param (es).
export { default } from '../../[locale]/docs/layout';
