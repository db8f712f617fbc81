import type { Config } from '../config';
import type { Db, DbKind } from '../db/client';
import type { Mailer } from './mail';
import type { RateLimiter } from './rate-limit';

/** What services need from the platform; built once in buildApp and handed to every module. */
export type Deps = {
  config: Config;
  db: Db;
  dbKind: DbKind;
  mailer: Mailer;
  limiter: RateLimiter;
};
