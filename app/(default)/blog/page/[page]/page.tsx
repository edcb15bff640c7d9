export const dynamicParams = false;
export { default, generateMetadata, generateStaticParams } from '../../../../[locale]/blog/page/[page]/page';
