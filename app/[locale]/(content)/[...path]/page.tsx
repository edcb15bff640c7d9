// Docs and posts at a configured base (site.json `routes`): app/_views/content-route.tsx.
export { default, generateMetadata, generateStaticParams } from '@/app/_views/content-route';
