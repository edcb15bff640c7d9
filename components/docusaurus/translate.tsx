/** `@docusaurus/Translate` and `translate()`: the site's own text as written, its `{placeholders}` filled. */
import type { ReactNode } from 'react';

type Values = Record<string, ReactNode>;

function fill(message: string, values?: Values): string {
  return message.replace(/\{(\w+)\}/g, (whole, name: string) =>
    values && name in values ? String(values[name]) : whole,
  );
}

/** `translate({ message, id }, values)`. */
export function translate(param: { message: string; id?: string; description?: string }, values?: Values): string {
  return fill(param.message, values);
}

export default function Translate({
  children,
  values,
}: {
  children?: string;
  id?: string;
  description?: string;
  values?: Values;
}) {
  return <>{fill(children ?? '', values)}</>;
}
