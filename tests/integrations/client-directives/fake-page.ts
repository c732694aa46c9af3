/**
 * A page in Node for the site's hydration directives: its load state and load event, its first
 * paint as the paint timing entry reports it (buffered, as the browser keeps it), animation
 * frames, idle callbacks and what comes into view, all run when the test says.
 */
import { vi } from 'vitest';

interface PageOptions {
  readyState: DocumentReadyState;
  visibilityState?: DocumentVisibilityState;
  /** Whether the engine reports paint timing entries. */
  paintTiming?: boolean;
}

export function fakePage({ readyState, visibilityState = 'visible', paintTiming = true }: PageOptions) {
  const window = new EventTarget();
  const idle: (() => void)[] = [];
  const frames: (() => void)[] = [];
  const paintEntries: { name: string }[] = [];
  const observers = new Set<(entries: { getEntriesByName: (name: string) => unknown[] }) => void>();
  const watched = new Map<object, (entries: { isIntersecting: boolean }[]) => void>();
  const report = (callback: (entries: { getEntriesByName: (name: string) => unknown[] }) => void) =>
    callback({ getEntriesByName: (name) => paintEntries.filter((entry) => entry.name === name) });
  class FakePerformanceObserver {
    static supportedEntryTypes = paintTiming ? ['paint', 'largest-contentful-paint'] : ['largest-contentful-paint'];
    constructor(private readonly callback: (entries: { getEntriesByName: (name: string) => unknown[] }) => void) {}
    observe({ type, buffered }: { type: string; buffered?: boolean }) {
      if (type !== 'paint') throw new Error(`observes ${type}`);
      observers.add(this.callback);
      // The browser delivers entries it kept in a task of their own, never inside observe().
      if (buffered && paintEntries.length > 0) queueMicrotask(() => report(this.callback));
    }
    disconnect() {
      observers.delete(this.callback);
    }
  }
  class FakeIntersectionObserver {
    constructor(private readonly callback: (entries: { isIntersecting: boolean }[]) => void) {}
    observe(target: object) {
      watched.set(target, this.callback);
    }
    disconnect() {
      for (const [target, callback] of watched) if (callback === this.callback) watched.delete(target);
    }
  }
  vi.stubGlobal('window', window);
  vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
  vi.stubGlobal('document', { readyState, visibilityState });
  vi.stubGlobal('PerformanceObserver', FakePerformanceObserver);
  vi.stubGlobal('requestIdleCallback', (callback: () => void) => idle.push(callback));
  vi.stubGlobal('requestAnimationFrame', (callback: () => void) => frames.push(callback));
  return {
    load: () => window.dispatchEvent(new Event('load')),
    paint: (name: 'first-paint' | 'first-contentful-paint') => {
      paintEntries.push({ name });
      for (const observer of [...observers]) report(observer);
    },
    runIdle: () => idle.splice(0).forEach((callback) => callback()),
    /** How many elements an IntersectionObserver watches. */
    watchedCount: () => watched.size,
    /** `target` scrolls into view (or is reported out of it). */
    intersect: (target: object, isIntersecting = true) => watched.get(target)?.([{ isIntersecting }]),
    /** One frame: the callbacks asked for before it. */
    drawFrame: () => frames.splice(0).forEach((callback) => callback()),
  };
}
