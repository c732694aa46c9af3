import { useEffect, useState, type RefObject } from 'react';

/**
 * Whether the element's content is wider than the element, kept up to date as either is resized
 * (a phone turned, the admin's language switched, a figure grown).
 */
export function useScrollsSideways(frame: RefObject<HTMLElement | null>): boolean {
  const [scrolls, setScrolls] = useState(false);
  useEffect(() => {
    const element = frame.current;
    if (!element) return;
    const measure = () => setScrolls(element.scrollWidth > element.clientWidth);
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    for (const child of element.children) observer.observe(child);
    measure();
    return () => observer.disconnect();
  }, [frame]);
  return scrolls;
}
