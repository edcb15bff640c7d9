export { default, generateMetadata, generateStaticParams } from '../../../../[locale]/blog/authors/[author]/page';
