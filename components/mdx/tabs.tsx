/**
 * Docusaurus' `<Tabs>` and `<TabItem>` (`import Tabs from '@theme/Tabs'`), with its props:
 * `values`, `defaultValue`, `groupId`, `queryString`, `lazy` on Tabs; `value`, `label`,
 * `default` on TabItem. This server half reads the items; the client leaf tabs-client.tsx,
 * which only pages with tabs load, makes them a WAI-ARIA tablist.
 */
import { Children, isValidElement, type ReactElement, type ReactNode } from 'react';
import { tabQueryKey } from '@/lib/client/tabs';
import type { TabOption } from './tabs-client';
import { TabsClient } from './tabs-loader';

/** The props of one `<TabItem>`. */
export interface TabItemProps {
  value: string;
  label?: string;
  default?: boolean;
  children?: ReactNode;
}

/** One panel's content; `<Tabs>` reads its props. Alone, it is just its content. */
export function TabItem({ children }: TabItemProps) {
  return <>{children}</>;
}

/** The props of `<Tabs>`. */
export interface TabsProps {
  /** Labels by value, Docusaurus' older form (`values={[{ label: 'Apple', value: 'apple' }]}`). */
  values?: { value: string; label?: string }[];
  defaultValue?: string | null;
  groupId?: string;
  queryString?: string | boolean;
  lazy?: boolean;
  children?: ReactNode;
}

/** A group of tabs, rendered as every panel in order until the client leaf runs. */
export function Tabs({ values, defaultValue, groupId, queryString, lazy, children }: TabsProps) {
  const items = Children.toArray(children).filter(
    (child): child is ReactElement<TabItemProps> =>
      isValidElement(child) && typeof (child.props as TabItemProps).value === 'string',
  );
  const tabs: TabOption[] = items.map(({ props }) => ({
    value: props.value,
    label: props.label ?? values?.find((v) => v.value === props.value)?.label ?? props.value,
  }));
  const seen = new Set<string>();
  for (const { value } of tabs) {
    if (seen.has(value))
      throw new Error(`<Tabs> has two <TabItem value="${value}">: each value must be unique in its group`);
    seen.add(value);
  }
  if (tabs.length === 0) throw new Error('<Tabs> needs <TabItem value="…"> children');
  const chosen = defaultValue ?? items.find(({ props }) => props.default)?.props.value ?? tabs[0]!.value;
  if (!seen.has(chosen))
    throw new Error(`<Tabs> default "${chosen}" is not one of its values (${[...seen].join(', ')})`);
  return (
    <TabsClient
      tabs={tabs}
      panels={items.map(({ props }) => props.children)}
      defaultValue={chosen}
      groupId={groupId}
      queryKey={tabQueryKey(queryString, groupId)}
      lazy={lazy}
    />
  );
}
