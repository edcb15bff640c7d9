export { default, generateMetadata, generateStaticParams } from '../../../[locale]/blog/[...slug]/page';
