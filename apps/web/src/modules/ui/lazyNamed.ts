import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/**
 * `React.lazy` for a module's named export: `lazyNamed(() => import('./XPage'), 'XPage')`. Each lazy page
 * is its own chunk, fetched when its route is first opened, so the first route carries only itself.
 */
export function lazyNamed<Name extends string, Props extends object>(
  load: () => Promise<Record<Name, ComponentType<Props>>>,
  name: Name,
): LazyExoticComponent<ComponentType<Props>> {
  return lazy(async () => ({ default: (await load())[name] }));
}
