import { type RefObject, useLayoutEffect, useState } from 'react';

/**
 * The inner width of an element, kept current as it resizes. Measured before the first paint, so
 * a table never flashes in a layout it is about to leave. The box, not the window, is what counts:
 * the same window has less room for the table when the sidebar is open.
 */
export function useBoxWidth(ref: RefObject<HTMLElement | null>): number | null {
  const [width, setWidth] = useState<number | null>(null);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => setWidth(element.clientWidth);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return width;
}
