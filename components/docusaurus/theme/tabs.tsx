/** `@theme/Tabs` and `@theme/TabItem` for a site's own components: the site's tabs. */
import { Tabs } from '@/components/mdx/tabs';

export default Tabs;
