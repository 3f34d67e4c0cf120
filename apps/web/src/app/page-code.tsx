import { type ComponentType, lazy, useState } from 'react';

/** The code of a page: fetched once when first asked for, and known to be here afterwards. */
export interface PageCode<M> {
  /** Fetches the code (once; again after a failure) and resolves with its module. */
  load(): Promise<M>;
  /** The module, once it has arrived; undefined before. */
  loaded(): M | undefined;
}

export function pageCode<M>(importer: () => Promise<M>): PageCode<M> {
  let pending: Promise<M> | undefined;
  let module: M | undefined;
  return {
    load() {
      pending ??= importer().then(
        (arrived) => (module = arrived),
        (error: unknown) => {
          // A failed fetch (a network blip) is tried again by the next load.
          pending = undefined;
          throw error;
        },
      );
      return pending;
    },
    loaded: () => module,
  };
}

/**
 * A page's component from its code. Code already here (the entry fetches the first screen's with
 * the session check, app/router.tsx) is drawn at once; other code through React.lazy and the
 * nearest Suspense boundary. Drawing through a boundary's fallback would hold the page back: React
 * reveals what replaces a fallback no sooner than 300 ms after the fallback showed
 * (docs/decisions/189-first-screen-without-a-suspense-fallback.md). Each mounted page keeps the
 * way it was first drawn, so its arrival never remounts it.
 */
export function lazyPage<P extends object>(code: PageCode<{ default: ComponentType<P> }>): ComponentType<P> {
  const Lazy = lazy(code.load);
  return function Page(props: P) {
    const [Component] = useState<ComponentType<P>>(() => code.loaded()?.default ?? Lazy);
    return <Component {...props} />;
  };
}
