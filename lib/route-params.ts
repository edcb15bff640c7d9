import { setRequestLocale } from 'next-intl/server';
import { routeLocale, type Locale } from './i18n';

/** Props of a page under `app/[locale]` or `app/(default)` (where `locale` is absent). */
export type RouteProps<P extends object = object> = { params: Promise<P & { locale?: string }> };

/**
 * The locale of the page being rendered, registered with next-intl so server
 * components can read messages during the static render.
 */
export async function enterRoute<P extends object>(props: RouteProps<P>): Promise<P & { locale: Locale }> {
  const params = await props.params;
  const locale = routeLocale(params);
  setRequestLocale(locale);
  return { ...params, locale };
}

/**
 * What `generateStaticParams` of a nested route receives: the parent's params, which
 * hold `locale` under `app/[locale]` and nothing in the default tree.
 */
export type StaticParamsProps = { params: Record<string, unknown> & { locale?: string } };
