'use client';
/** `@docusaurus/Link` for a site's own components: `to` a site path in the page's locale, `href` as it is. */
import type { ComponentProps } from 'react';
import { usePathname } from 'next/navigation';
import { SiteLink } from '@/components/site-link';
import { localeOfPath } from '@/lib/i18n';
import { localizePath, withoutBasePath } from '@/lib/urls';

type LinkProps = Omit<ComponentProps<'a'>, 'href'> & { to?: string; href?: string; autoAddBaseUrl?: boolean };

export default function Link({ to, href, autoAddBaseUrl: _autoAddBaseUrl, ...rest }: LinkProps) {
  const pathname = usePathname() ?? '/';
  const target = to ?? href ?? '#';
  // The link's text comes in `rest.children`, which the rule cannot see.
  // eslint-disable-next-line jsx-a11y/anchor-has-content
  if (/^([a-z][a-z0-9+.-]*:|\/\/|#)/i.test(target) || !target.startsWith('/')) return <a href={target} {...rest} />;
  return <SiteLink href={localizePath(target, localeOfPath(withoutBasePath(pathname)))} {...rest} />;
}
