import { type ComponentType, lazy } from 'react';

export interface Deferred<P> {
  /** Renders the component; before `load()` has finished it suspends. */
  Component: ComponentType<P>;
  /** Fetches the component's code (once). */
  load: () => Promise<void>;
}

const registry: Deferred<never>[] = [];

/**
 * A component whose code is fetched only when `load()` is called, e.g. on the visitor's
 * first sign of intent. Rendered inside `<Suspense>` while hydrating, its prerendered HTML
 * stays as it is (links keep working as plain links) until the code has arrived.
 */
export function deferred<P extends object>(importer: () => Promise<ComponentType<P>>): Deferred<P> {
  let loaded: ComponentType<P> | undefined;
  let started: Promise<void> | undefined;
  let start!: () => void;
  const requested = new Promise<void>((resolve) => {
    start = resolve;
  });
  const Lazy = lazy(async () => {
    await requested;
    await load();
    return { default: loaded as ComponentType<P> };
  });
  const load = () => {
    started ??= importer().then((component) => {
      loaded = component;
    });
    start();
    return started;
  };
  // biome-ignore lint/correctness/noComponentHookFactories: a factory, called once per module at load
  function Component(props: P) {
    const Loaded = loaded;
    return Loaded ? <Loaded {...props} /> : <Lazy {...props} />;
  }
  const entry: Deferred<P> = { Component, load };
  registry.push(entry as Deferred<never>);
  return entry;
}

/**
 * Loads every deferred component: the prerender, Storybook and unit tests render the
 * whole page at once and must not suspend.
 */
export async function loadAllDeferred(): Promise<void> {
  await Promise.all(registry.map((entry) => entry.load()));
}
