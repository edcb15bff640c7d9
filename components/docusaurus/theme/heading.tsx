/** `@theme/Heading`: a heading of level `as`, its `id` an anchor. */
import type { ComponentProps } from 'react';

type Level = 'h1' | 'h2' | 'h3' | 'h4' | 'h5' | 'h6';

export default function Heading({ as: Tag = 'h2', ...rest }: ComponentProps<'h2'> & { as?: Level }) {
  return <Tag {...rest} />;
}
