import { ThemedImage } from '@/components/mdx/docusaurus-theme';

export default ThemedImage;
