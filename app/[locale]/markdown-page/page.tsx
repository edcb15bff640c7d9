import { createStandalonePage } from '@/app/_views/standalone-page';

const page = createStandalonePage('markdown-page');
export const generateMetadata = page.generateMetadata;
export default page.StandalonePage;
