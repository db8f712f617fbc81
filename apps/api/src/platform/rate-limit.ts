import { Redis } from 'ioredis';

/** Fixed-window counters. With REDIS_URL they live in Redis, so every instance behind the load balancer shares them. */
export interface RateLimiter {
  /** Counts one hit and answers whether the key is still within its limit. */
  hit(key: string, limit: number, windowMs: number): Promise<boolean>;
  reset(key: string): Promise<void>;
  close(): Promise<void>;
}

export function memoryRateLimiter(): RateLimiter {
  const windows = new Map<string, { count: number; resetAt: number }>();
  return {
    hit(key, limit, windowMs) {
      const now = Date.now();
      let w = windows.get(key);
      if (!w || w.resetAt <= now) {
        w = { count: 0, resetAt: now + windowMs };
        windows.set(key, w);
      }
      w.count += 1;
      if (windows.size > 100_000) {
        for (const [k, v] of windows) if (v.resetAt <= now) windows.delete(k);
      }
      return Promise.resolve(w.count <= limit);
    },
    reset(key) {
      windows.delete(key);
      return Promise.resolve();
    },
    close: () => Promise.resolve(),
  };
}

export function redisRateLimiter(url: string, prefix = 'careroster:rl:'): RateLimiter {
  const redis = new Redis(url, { lazyConnect: false, maxRetriesPerRequest: 2 });
  return {
    async hit(key, limit, windowMs) {
      const k = prefix + key;
      const [[, count]] = (await redis.multi().incr(k).pexpire(k, windowMs, 'NX').exec()) as [[null, number]];
      return count <= limit;
    },
    async reset(key) {
      await redis.del(prefix + key);
    },
    async close() {
      await redis.quit();
    },
  };
}
