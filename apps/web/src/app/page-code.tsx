import { type ComponentType, lazy, type ReactNode, useEffect, useState } from 'react';
import { whenPageDrawn } from '../lib/page-loaded';

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

/**
 * A part of a page whose code comes apart from the page's, so that the page's heading is drawn
 * without waiting for it: `placeholder` until the code has arrived. Its fetch starts once the page
 * has had its largest paint (whenPageDrawn), so that on a slow link it does not compete with what
 * that paint waits for (the text's font). A failed fetch is thrown to the nearest error boundary
 * (docs/decisions/190-forms-after-their-page-heading.md).
 */
export function lazyPart<P extends object>(
  code: PageCode<ComponentType<P>>,
  placeholder: ReactNode,
): ComponentType<P> {
  return function Part(props: P) {
    const Component = useArrivedCode(code);
    return Component ? <Component {...props} /> : placeholder;
  };
}

/** The code's module once it has arrived after the page's largest paint (lazyPart); undefined before. */
function useArrivedCode<M>(code: PageCode<M>): M | undefined {
  const [module, setModule] = useState(code.loaded);
  const [failure, setFailure] = useState<{ error: unknown }>();
  useEffect(() => {
    if (module) return;
    let mounted = true;
    void whenPageDrawn()
      .then(() => code.load())
      .then(
        (arrived) => mounted && setModule(() => arrived),
        (error: unknown) => mounted && setFailure({ error }),
      );
    return () => {
      mounted = false;
    };
  }, [code, module]);
  if (failure) throw failure.error;
  return module;
}
