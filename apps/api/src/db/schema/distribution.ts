/**
 * How each table would be placed on a distributed PostgreSQL (Citus) with `facility_id` as the
 * distribution column (decision 061). Every table with a `facility_id` column is a facility table
 * and is not listed here; the rest say where their rows would live and why. A test checks that
 * every table is either a facility table or listed, and `npm run bench:tenants` prints what a
 * Citus migration would still have to change (unique keys and foreign keys without `facility_id`).
 */
export const notByFacility = {
  /** Distributed by its own id, which every facility table's `facility_id` equals. */
  facilities: { placement: 'facility-root' },
  /** Rows of one facility reached through a parent; a Citus migration adds `facility_id`. */
  broadcast_recipients: { placement: 'facility-child', parent: 'broadcasts' },
  conversation_staff_reads: { placement: 'facility-child', parent: 'conversations' },
  payroll_run_line_periods: { placement: 'facility-child', parent: 'payroll_run_lines' },
  /** Small lists every facility reads: replicated to every node (Citus reference tables). */
  corporations: { placement: 'reference' },
  job_titles: { placement: 'reference' },
  // issue 31, OpenID Connect (decision 081): a corporation's provider and its domains, read at every SSO sign-in
  identity_providers: { placement: 'reference' },
  identity_provider_domains: { placement: 'reference' },
  agencies: { placement: 'reference' },
  /**
   * A person, not a facility: a marketplace nurse and a manager work for several facilities.
   * Distributed by the person's id in a co-location group of their own.
   */
  nurses: { placement: 'person', key: 'id' },
  credentials: { placement: 'person', key: 'nurse_id' },
  credential_documents: { placement: 'person', key: 'credential_id' },
  users: { placement: 'person', key: 'id' },
  sessions: { placement: 'person', key: 'user_id' },
  password_reset_tokens: { placement: 'person', key: 'user_id' },
  // issue 31, company setup: the owner's draft, by the owner (decision 080)
  company_setups: { placement: 'person', key: 'owner_user_id' },
  push_subscriptions: { placement: 'person', key: 'user_id' },
  notification_mutes: { placement: 'person', key: 'user_id' },
  idempotency_keys: { placement: 'person', key: 'user_id' },
  // issue 31, second factors (decision 079): a user's own
  mfa_factors: { placement: 'person', key: 'user_id' },
  mfa_recovery_codes: { placement: 'person', key: 'user_id' },
  mfa_challenges: { placement: 'person', key: 'user_id' },
  /** The platform's queues and files: distributed by their own id, never joined to a facility's rows. */
  outbox: { placement: 'platform', key: 'id' },
  stored_files: { placement: 'platform', key: 'key' },
  /** An SSO sign-in under way has no person yet: by its own id, like the queues (decision 081). */
  sso_attempts: { placement: 'platform', key: 'id' },
} as const satisfies Record<
  string,
  | { placement: 'facility-root' | 'reference' }
  | { placement: 'facility-child'; parent: string }
  | { placement: 'person' | 'platform'; key: string }
>;
