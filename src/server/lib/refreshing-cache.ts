export interface RefreshingCacheOptions {
  ttlMs: number;
  now: () => Date;
  onRefreshError: (error: unknown) => void;
}

export interface RefreshingCache<T> {
  current: () => Promise<T>;
  /** After a change made through this process: the next read loads afresh. */
  invalidate: () => void;
}

/**
 * A value read from the database and held in memory, so the hot paths cost no query. A change
 * made through this process invalidates it at once; the time-to-live picks up changes made by
 * other app servers sharing the database. A stale value keeps answering while it refreshes.
 */
export function createRefreshingCache<T>(
  load: () => Promise<T>,
  options: RefreshingCacheOptions,
): RefreshingCache<T> {
  let cached: { value: T; loadedAt: number } | null = null;
  let loading: Promise<T> | null = null;
  // Bumped on every change, so a load that started before the change is never kept.
  let generation = 0;

  function refresh(): Promise<T> {
    const startedAt = generation;
    loading ??= load()
      .then((value) => {
        if (startedAt === generation) cached = { value, loadedAt: options.now().getTime() };
        return value;
      })
      .finally(() => {
        loading = null;
      });
    return loading;
  }

  return {
    async current(): Promise<T> {
      if (!cached) return refresh();
      if (options.now().getTime() - cached.loadedAt >= options.ttlMs) {
        refresh().catch(options.onRefreshError);
      }
      return cached.value;
    },
    invalidate(): void {
      generation += 1;
      cached = null;
      loading = null;
    },
  };
}
