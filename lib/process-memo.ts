/**
 * A value made once per process and shared by every copy of the module that asks for it:
 * Next bundles a module into each server layer and route handler, so a render worker runs
 * several copies of it, and a module-level memo would be made again by each.
 * @example processMemo('routes', () => new Map()) === processMemo('routes', () => new Map())
 */
export function processMemo<T>(name: string, create: () => T): T {
  const store = globalThis as { [key: symbol]: unknown };
  const key = Symbol.for(`vigia-docs.${name}`);
  if (!(key in store)) store[key] = create();
  return store[key] as T;
}
