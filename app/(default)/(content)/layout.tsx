// The default locale's: the same module, with no `locale` param (es).
export { default } from '../../[locale]/docs/layout';
