/** `@theme/CodeBlock` for a site's own components: the code in the site's code frame, with its title. */
import type { ReactNode } from 'react';

export default function CodeBlock({
  children,
  language,
  className,
  title,
}: {
  children?: ReactNode;
  language?: string;
  className?: string;
  title?: ReactNode;
  showLineNumbers?: boolean;
  metastring?: string;
}) {
  const lang = language ?? className?.match(/language-(\S+)/)?.[1];
  const code = typeof children === 'string' ? children.replace(/\n$/, '') : children;
  return (
    <div className="code-block">
      {title && <div className="code-block-title">{title}</div>}
      <pre className="shiki" tabIndex={0}>
        <code className={lang ? `language-${lang}` : undefined}>{code}</code>
      </pre>
    </div>
  );
}
