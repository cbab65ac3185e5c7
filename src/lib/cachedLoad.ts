/** A promise React's `use()` can read synchronously once it has settled. */
type TrackedPromise<T> = Promise<T> & { status?: 'pending' | 'fulfilled' | 'rejected'; value?: T; reason?: unknown };

/**
 * Memoises an async loader per key and marks each promise with its outcome the way React
 * expects, so `use(load(key))` renders at once when the data was preloaded (by the
 * prerender, or by the dev server before it renders) and suspends only when it was not.
 */
export function cachedLoader<K, T>(load: (key: K) => Promise<T>): (key: K) => Promise<T> {
  const cache = new Map<K, TrackedPromise<T>>();
  return (key) => {
    let promise = cache.get(key);
    if (!promise) {
      const tracked: TrackedPromise<T> = load(key).then(
        (value) => {
          tracked.status = 'fulfilled';
          tracked.value = value;
          return value;
        },
        (reason: unknown) => {
          tracked.status = 'rejected';
          tracked.reason = reason;
          cache.delete(key);
          throw reason;
        },
      );
      tracked.status = 'pending';
      promise = tracked;
      cache.set(key, promise);
    }
    return promise;
  };
}
