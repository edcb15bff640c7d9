import { Details } from '@/components/mdx/docusaurus-theme';

export default Details;
