/**
 * A site component whose code renders an external frame (scripts/write-site-modules.ts finds
 * it), wrapped where content uses it: the link to each of its frames follows it, named in the
 * page's locale (components/docusaurus/external-frame.tsx). Its texts are in
 * messages/site-components/, apart from the site's own messages: only a site with such a
 * component bundles them.
 */
import { getLocale } from 'next-intl/server';
import type { ComponentType } from 'react';
import type { Locale } from '@/lib/i18n';
import en from '@/messages/site-components/en.json';
import es from '@/messages/site-components/es.json';
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
