import path from 'node:path';
import { DEFAULT_VAULT_SETTLE_DELAY_SECONDS } from '@careroster/shared/money/values';
import { defaultPushHosts } from '@careroster/shared/push';
import { FILL_WEEK_TIME_LIMIT_SECONDS } from '@careroster/shared/staffing/values';
import { z } from 'zod';
import type { FileStoreKind } from './platform/files';

const bool = z
  .enum(['0', '1', 'true', 'false', ''])
  .optional()
  .transform((v) => v === '1' || v === 'true');

// How long an instance that missed the bus's forget may still let a revoked session act (decision 057).
const CALLER_CACHE_MS = 5_000;

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().default('0.0.0.0'),
  /** Unset means the embedded PGlite database in DATA_DIR. */
  DATABASE_URL: z.string().optional(),
  DATA_DIR: z.string().default('./data'),
  /** Where uploads live: unset means `postgres` with DATABASE_URL, `dir` (DATA_DIR/uploads) on PGlite. */
  FILE_STORE: z.enum(['dir', 'postgres', '']).optional(),
  REDIS_URL: z.string().optional(),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('CareRoster <no-reply@careroster.example>'),
  PUBLIC_URL: z.url().optional(),
  SEED_DEMO: bool,
  SESSION_TTL_HOURS: z.coerce.number().positive().default(12),
  /** Automatic logoff after this much inactivity (HIPAA 164.312(a)(2)(iii)). */
  SESSION_IDLE_MINUTES: z.coerce.number().positive().default(30),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST: z.string().optional(),
  TRUST_PROXY: bool,
  MARKETPLACE_NAME: z.string().default('Agalia'),
  /** 0 starts no pg-boss on this instance (no workers, no cron); outbox rows wait for an instance that has them. */
  JOBS: z.enum(['0', '1', 'true', 'false']).default('1'),
  /** STUN/TURN URLs for video calls, comma-separated; none are needed on one machine or a LAN. */
  ICE_SERVERS: z.string().default(''),
  /** coturn's `static-auth-secret`: TURN credentials are minted per call from it (REST scheme). */
  TURN_SECRET: z.string().optional(),
  /** Web Push (decision 015): the VAPID key pair, base64url; unset outside production: generated into DATA_DIR/vapid.json. */
  VAPID_PUBLIC_KEY: z.string().optional(),
  VAPID_PRIVATE_KEY: z.string().optional(),
  VAPID_SUBJECT: z
    .string()
    .regex(/^(mailto:|https:\/\/)/, 'VAPID_SUBJECT must start with mailto: or https://')
    .optional(),
  /** Comma list of push-service hosts the server may POST to (`*.` wildcard, `http://host` for plain HTTP). */
  PUSH_ALLOWED_HOSTS: z.string().optional(),
  /** The key that seals TIN, SSN and bank numbers (decision 024): 32 bytes, base64. Unset outside production: DATA_DIR/data-key.json. */
  DATA_KEY: z.string().optional(),
  /** Comma list of former DATA_KEYs, kept only to open what they sealed until the re-seal job has moved it. */
  DATA_KEYS_RETIRED: z.string().optional(),
  /** The sandbox payments provider (decision 026): seconds until its micro-deposits "arrive". */
  BANK_DEPOSIT_DELAY_SECONDS: z.coerce
    .number()
    .int()
    .min(0)
    .max(86_400 * 7)
    .default(60),
  /** The sandbox payments provider (decision 029): seconds until a vault funding settles. */
  VAULT_SETTLE_DELAY_SECONDS: z.coerce
    .number()
    .int()
    .min(0)
    .max(86_400 * 7)
    .default(DEFAULT_VAULT_SETTLE_DELAY_SECONDS),
  /**
   * Seconds a delayed job (a retry's back-off, a job asked to start later) may wait past its time
   * before a worker looks: pg-boss's poll while LISTEN/NOTIFY wakes workers for new jobs. 30 is
   * pg-boss's default; the browser tests, whose sandbox bank answers in seconds, use 2, the
   * workers' own poll (pg-boss refuses a backstop shorter than it).
   */
  JOB_DELAYED_POLL_SECONDS: z.coerce.number().min(2).max(300).default(30),
  /** Browser tests: a clock that POST /api/test/clock moves forward (decision 032). Refused in production. */
  TEST_CLOCK: bool,
});

export type Config = {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  databaseUrl: string | undefined;
  dataDir: string;
  fileStore: FileStoreKind;
  redisUrl: string | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  publicUrl: string;
  seedDemo: boolean;
  sessionTtlMs: number;
  sessionIdleMs: number;
  logLevel: string;
  webDist: string | undefined;
  trustProxy: boolean;
  marketplaceName: string;
  jobs: boolean;
  iceServers: string[];
  turnSecret: string | undefined;
  /** Unset: generated into (or read from) DATA_DIR/vapid.json at start; never in production. */
  vapid: { publicKey: string; privateKey: string } | undefined;
  vapidSubject: string;
  pushAllowedHosts: string[];
  dataKey: string | undefined;
  retiredDataKeys: string[];
  bankDepositDelaySeconds: number;
  vaultSettleDelaySeconds: number;
  jobDelayedPollSeconds: number;
  testClock: boolean;
  /** How long a resolved caller is reused without the database (decision 057); tests lengthen it to see only the bus forget. */
  callerCacheMs: number;
  /** How long "Fill week" searches for a better plan than the heuristic's (decision 038). */
  fillWeekSeconds: number;
};

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const e = envSchema.parse(env);
  const dataDir = path.resolve(e.DATA_DIR);
  const vapidPublic = e.VAPID_PUBLIC_KEY || undefined;
  const vapidPrivate = e.VAPID_PRIVATE_KEY || undefined;
  if (Boolean(vapidPublic) !== Boolean(vapidPrivate))
    throw new Error('VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY are set together or not at all');
  // Instances behind a load balancer each have their own DATA_DIR: keys generated there would
  // differ per instance, and a browser subscribed with one instance's key refuses the other's pushes.
  if (e.NODE_ENV === 'production' && !vapidPublic) {
    throw new Error('VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY are required in production (npx web-push generate-vapid-keys)');
  }
  // Like VAPID: a key generated per data directory would differ per instance, and one instance
  // could not open what another sealed.
  if (e.NODE_ENV === 'production' && e.TEST_CLOCK) throw new Error('TEST_CLOCK is for tests; a production server keeps real time');
  if (e.NODE_ENV === 'production' && !e.DATA_KEY) throw new Error('DATA_KEY is required in production (openssl rand -base64 32)');
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    databaseUrl: e.DATABASE_URL || undefined,
    dataDir,
    // Several instances share PostgreSQL, so uploads go there; one embedded process owns its data dir (decision 010).
    fileStore: e.FILE_STORE || (e.DATABASE_URL ? 'postgres' : 'dir'),
    redisUrl: e.REDIS_URL || undefined,
    smtpUrl: e.SMTP_URL || undefined,
    mailFrom: e.MAIL_FROM,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ''),
    // The embedded database seeds itself for a newcomer; a real server only when asked, never in production.
    seedDemo: e.NODE_ENV !== 'production' && (e.SEED_DEMO || !e.DATABASE_URL),
    sessionTtlMs: e.SESSION_TTL_HOURS * 3_600_000,
    sessionIdleMs: e.SESSION_IDLE_MINUTES * 60_000,
    logLevel: e.LOG_LEVEL,
    webDist: e.WEB_DIST,
    trustProxy: e.TRUST_PROXY,
    marketplaceName: e.MARKETPLACE_NAME,
    jobs: e.JOBS === '1' || e.JOBS === 'true',
    iceServers: e.ICE_SERVERS.split(',')
      .map((u) => u.trim())
      .filter(Boolean),
    turnSecret: e.TURN_SECRET || undefined,
    vapid: vapidPublic && vapidPrivate ? { publicKey: vapidPublic, privateKey: vapidPrivate } : undefined,
    vapidSubject: e.VAPID_SUBJECT ?? 'mailto:no-reply@careroster.example',
    pushAllowedHosts: e.PUSH_ALLOWED_HOSTS
      ? e.PUSH_ALLOWED_HOSTS.split(',')
          .map((h) => h.trim())
          .filter(Boolean)
      : [...defaultPushHosts],
    dataKey: e.DATA_KEY || undefined,
    retiredDataKeys: (e.DATA_KEYS_RETIRED ?? '')
      .split(',')
      .map((k) => k.trim())
      .filter(Boolean),
    bankDepositDelaySeconds: e.BANK_DEPOSIT_DELAY_SECONDS,
    vaultSettleDelaySeconds: e.VAULT_SETTLE_DELAY_SECONDS,
    jobDelayedPollSeconds: e.JOB_DELAYED_POLL_SECONDS,
    testClock: e.TEST_CLOCK,
    fillWeekSeconds: FILL_WEEK_TIME_LIMIT_SECONDS,
    callerCacheMs: CALLER_CACHE_MS,
  };
}
