export { default, generateMetadata, generateStaticParams } from '../../../[locale]/docs/[[...slug]]/page';
