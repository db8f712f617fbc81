/**
 * Who owns each table (decision 043): the one area (a folder of `modules/`) that writes it and
 * answers questions about it; other areas ask the owner's index.ts. `platform` owns the tables of
 * the platform's own services. A test checks that every table is listed and every owner exists;
 * ARCHITECTURE.md shows the same map and the reads across areas still left.
 */
export const tableOwners = {
  // core
  // issue 31, company setup (decision 080): the setup creates corporations and is their one writer
  corporations: 'setup',
  company_setups: 'setup',
  facilities: 'facility',
  users: 'auth',
  sessions: 'auth',
  password_reset_tokens: 'auth',
  memberships: 'auth',
  // issue 31, multi-factor sign-in (decision 079)
  mfa_factors: 'auth',
  mfa_recovery_codes: 'auth',
  mfa_challenges: 'auth',
  // OpenID Connect sign-in (issue 31, decision 081)
  identity_providers: 'auth',
  identity_provider_domains: 'auth',
  identity_provider_rules: 'auth',
  sso_attempts: 'auth',
  outbox: 'platform',
  audit_log: 'platform',
  idempotency_keys: 'platform',
  stored_files: 'platform',
  // workforce: the lookup of job titles is synced from packages/shared at start (db/job-titles.ts)
  job_titles: 'platform',
  // the facility's structure (issue 28, decision 068)
  departments: 'structure',
  floors: 'structure',
  units: 'structure',
  nurses: 'employees',
  employees: 'employees',
  credentials: 'employees',
  credential_documents: 'employees',
  employee_notes: 'employees',
  devices: 'employees',
  walk_in_invites: 'employees',
  agencies: 'employees',
  facility_agencies: 'employees',
  // issue 27, add and edit (decision 063): the codes that verify a mobile before it is put on an employee
  mobile_verifications: 'employees',
  // scheduling
  shifts: 'shifts',
  positions: 'shifts',
  position_agencies: 'shifts',
  applications: 'shifts',
  assignments: 'shifts',
  census: 'shifts',
  budget_lines: 'shifts',
  // staffing
  employee_availability: 'staffing',
  release_plans: 'staffing',
  position_offers: 'staffing',
  // timekeeping
  time_clock_links: 'timekeeping',
  punch_imports: 'timekeeping',
  punches: 'timekeeping',
  timecards: 'timekeeping',
  timecard_changes: 'timekeeping',
  missed_punches: 'timekeeping',
  missed_punch_action_tokens: 'timekeeping',
  corporate_timesheets: 'timekeeping',
  corporate_timesheet_lines: 'timekeeping',
  // timekeeping: the facility's shared time clocks and the nurses' passcodes (issue 27, decision 067)
  time_clock_kiosks: 'timekeeping',
  time_clock_passcodes: 'timekeeping',
  overtime_overrides: 'overtime',
  overtime_alerts: 'overtime',
  pto_policies: 'pto',
  pto_requests: 'pto',
  employee_pto_policies: 'pto',
  pto_ledger: 'pto',
  // notifications, push, broadcasts
  notifications: 'notifications',
  notification_mutes: 'notifications',
  push_subscriptions: 'push',
  nurse_push_subscriptions: 'push',
  broadcasts: 'broadcasts',
  broadcast_recipients: 'broadcasts',
  nurse_messages: 'broadcasts',
  // messaging
  conversations: 'messages',
  conversation_members: 'messages',
  conversation_staff_reads: 'messages',
  messages: 'messages',
  message_center_tokens: 'messages',
  // compliance and money
  facility_legal: 'legal',
  facility_documents: 'legal',
  bank_accounts: 'bank',
  ledger_accounts: 'ledger',
  ledger_transactions: 'ledger',
  ledger_entries: 'ledger',
  payroll_runs: 'payroll',
  payroll_run_lines: 'payroll',
  payroll_run_line_periods: 'payroll',
  paychex_category_mappings: 'payroll',
  reimbursements: 'payments',
  // issue 30, one-off payments (decision 077)
  one_off_payments: 'payments',
  pbj_job_title_codes: 'pbj',
  pbj_quarter_notices: 'pbj',
  // video
  video_calls: 'video',
  // records: pay details (issue 27, decision 064)
  employee_pay_details: 'records',
  // records: tax forms and dependents (issue 27, decision 065)
  employee_w4s: 'records',
  employee_w2s: 'records',
  employee_dependents: 'records',
  // employee records (issue 27), part "work history"
  prior_employments: 'records',
  // issue 28, structure (decision 068)
  shift_type_colours: 'structure',
  unit_supervisors: 'structure',
  unit_census: 'structure',
  // issue 28, master schedule (decision 069): timings and the schedule are the structure's; what
  // generating created and the builder templates (weeks of shifts) are the shifts'
  master_timings: 'structure',
  master_schedule_lines: 'structure',
  opening_generations: 'shifts',
  shift_templates: 'shifts',
  shift_template_lines: 'shifts',
  // issue 29, the roster builder (decision 074)
  roster_contracts: 'rostering',
  roster_rotations: 'rostering',
  roster_team_members: 'rostering',
  roster_requests: 'rostering',
  roster_drafts: 'rostering',
  // issue 30, benefits (decision 075).
  benefit_plan_years: 'benefits',
  benefit_plans: 'benefits',
  benefit_plan_tiers: 'benefits',
  benefit_life_events: 'benefits',
  benefit_elections: 'benefits',
  // issue 30, FMLA (decision 076)
  fmla_settings: 'fmla',
  fmla_cases: 'fmla',
  fmla_entries: 'fmla',
  fmla_certifications: 'fmla',
  // issue 31, company lists (decision 078)
  company_categories: 'company',
  labor_category_job_titles: 'company',
  employer_tax_settings: 'company',
  employer_tax_accounts: 'company',
  sui_rates: 'company',
} as const satisfies Record<string, string>;
