/**
 * Docusaurus theme components that need no JavaScript, as content imports them
 * (lib/mdx/docusaurus-components.ts): `@theme/Details`, `@theme/ThemedImage`,
 * `@theme/CodeBlock` (when its code is not a plain string, which the pipeline turns into a
 * highlighted block itself) and `@docusaurus/Link`.
 */
import type { ComponentProps, ReactNode } from 'react';

/** `<Details summary="…">`: a `<details>` with the site's styling; a `<summary>` child works too. */
export function Details({
  summary,
  children,
  ...rest
}: Omit<ComponentProps<'details'>, 'summary'> & { summary?: ReactNode }) {
  return (
    <details {...rest}>
      {typeof summary === 'string' ? <summary>{summary}</summary> : summary}
      {children}
    </details>
  );
}

/** `<ThemedImage sources={{ light, dark }} alt="…">`: both images, CSS shows the one of the colour mode. */
export function ThemedImage({
  sources,
  alt,
  className,
  ...rest
}: Omit<ComponentProps<'img'>, 'src'> & { sources: { light: string; dark: string } }) {
  return (
    <>
      <img
        {...rest}
        src={sources.light}
        alt={alt ?? ''}
        className={`themed-image themed-image-light ${className ?? ''}`.trim()}
      />
      <img
        {...rest}
        src={sources.dark}
        alt={alt ?? ''}
        className={`themed-image themed-image-dark ${className ?? ''}`.trim()}
      />
    </>
  );
}

/** `<CodeBlock>` with computed code: shown as plain code in the site's code frame. */
export function PlainCodeBlock({ language, children }: { language?: string; children?: ReactNode }) {
  return (
    <pre className="shiki">
      <code className={language ? `language-${language}` : undefined}>{children}</code>
    </pre>
  );
}
