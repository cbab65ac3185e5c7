import { useSyncExternalStore } from 'react';

const noop = () => () => {};

/**
 * The visitor's current year. The prerendered HTML carries the build's year; hydration
 * starts from that same value and React then moves to the visitor's clock, so the HTML
 * and the first client render always agree.
 */
export function useCurrentYear(buildYear: number = __BUILD_YEAR__): number {
  return useSyncExternalStore(noop, () => new Date().getFullYear(), () => buildYear);
}
