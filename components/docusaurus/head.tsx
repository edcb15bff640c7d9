/** `@docusaurus/Head`: React 19 hoists `<title>`, `<meta>` and `<link>` rendered anywhere into <head>. */
import type { ReactNode } from 'react';

export default function Head({ children }: { children?: ReactNode }) {
  return <>{children}</>;
}
