import { TabItem } from '@/components/mdx/tabs';

export default TabItem;
