/**
 * The browser's Cache Storage (`caches`), in memory, for unit tests in Node/jsdom, which have none:
 * open, match, put, delete by URL path, and delete a whole cache. Only what the offline code uses.
 */
class FakeCache {
  readonly entries = new Map<string, Response>();

  private static keyOf(request: RequestInfo | URL): string {
    const url = typeof request === 'string' ? request : request instanceof URL ? request.href : request.url;
    return new URL(url, 'http://127.0.0.1').pathname + new URL(url, 'http://127.0.0.1').search;
  }

  match(request: RequestInfo | URL): Promise<Response | undefined> {
    return Promise.resolve(this.entries.get(FakeCache.keyOf(request))?.clone());
  }

  put(request: RequestInfo | URL, response: Response): Promise<void> {
    this.entries.set(FakeCache.keyOf(request), response.clone());
    return Promise.resolve();
  }

  delete(request: RequestInfo | URL): Promise<boolean> {
    return Promise.resolve(this.entries.delete(FakeCache.keyOf(request)));
  }
}

export class FakeCacheStorage {
  readonly caches = new Map<string, FakeCache>();

  open(name: string): Promise<FakeCache> {
    let cache = this.caches.get(name);
    if (!cache) {
      cache = new FakeCache();
      this.caches.set(name, cache);
    }
    return Promise.resolve(cache);
  }

  has(name: string): Promise<boolean> {
    return Promise.resolve(this.caches.has(name));
  }

  delete(name: string): Promise<boolean> {
    return Promise.resolve(this.caches.delete(name));
  }
}

/** Installs a fresh fake as the global `caches`; returns it for the test to look inside. */
export function installFakeCacheStorage(): FakeCacheStorage {
  const storage = new FakeCacheStorage();
  Object.defineProperty(globalThis, 'caches', { value: storage, configurable: true, writable: true });
  return storage;
}
