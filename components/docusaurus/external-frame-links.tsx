/**
 * A site component whose code renders an external frame (scripts/write-site-modules.ts finds
 * it), wrapped where content uses it: the link to each of its frames follows it, named in the
 * page's locale (components/docusaurus/external-frame.tsx). Its texts are in
 * components/docusaurus/messages/, not messages/: lib/i18n.ts imports `messages/${locale}.json`,
 * which would bundle any file below messages/ into every page's chunks; only a site with such
 * a component bundles these.
 */
import { getLocale } from 'next-intl/server';
import type { ComponentType } from 'react';
import type { Locale } from '@/lib/i18n';
import en from '@/components/docusaurus/messages/en.json';
import es from '@/components/docusaurus/messages/es.json';
import { ExternalFrameLinks } from './external-frame';

const LABELS: Record<Locale, typeof en> = { es, en };

/** `Component`, followed by a link to each external frame it renders. */
export function withExternalFrameLinks<P extends object>(Component: ComponentType<P>) {
  return async function WithExternalFrameLinks(props: P) {
    const locale = (await getLocale()) as Locale;
    return (
      <ExternalFrameLinks label={(LABELS[locale] ?? en).externalFrame.open}>
        <Component {...props} />
      </ExternalFrameLinks>
    );
  };
}
