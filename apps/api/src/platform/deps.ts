import type { Config } from '../config';
import type { CallerCache } from './callers';
import type { Clock } from './clock';
import type { Db, DbKind } from '../db/client';
import type { SecretBox } from './crypto/secret-box';
import type { FileStore } from './files';
import type { Jobs } from './jobs';
import type { LiveBus } from './live/bus';
import type { Mailer } from './mail';
import type { PaymentsProvider } from './payments/provider';
import type { Ports } from './ports';
import type { VapidKeys } from './push/vapid';
import type { RateLimiter } from './rate-limit';

/** What services need from the platform; built once in buildApp and handed to every module. */
export type Deps = {
  config: Config;
  db: Db;
  dbKind: DbKind;
  /** Queues mail in the outbox; the dispatcher job delivers it. */
  mailer: Mailer;
  jobs: Jobs;
  /** Uploaded files: DATA_DIR/uploads or the database's `stored_files` (decision 010). */
  files: FileStore;
  limiter: RateLimiter;
  /** Facility channels of the live WebSocket (memory, or Redis pub/sub with REDIS_URL). */
  live: LiveBus;
  /** The Web Push identity (decision 015): from the environment or DATA_DIR/vapid.json. */
  vapid: VapidKeys;
  /** Seals TIN, SSN and bank numbers before they are stored (decision 024). */
  secrets: SecretBox;
  /** Holds the funding bank account and sends its micro-deposits (decision 026): the sandbox until one is configured. */
  payments: PaymentsProvider;
  /** What business time is measured against (decision 047): the system clock, or a test server's movable one. */
  clock: Clock;
  /** Recently resolved callers by token hash, forgotten across instances on sign-out and access changes (decision 057). */
  callers: CallerCache;
  /** What upper areas do for lower ones (decision 049), from the areas' own declarations. */
  ports: Ports;
};
