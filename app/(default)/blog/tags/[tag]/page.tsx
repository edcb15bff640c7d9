export { default, generateMetadata, generateStaticParams } from '../../../../[locale]/blog/tags/[tag]/page';
