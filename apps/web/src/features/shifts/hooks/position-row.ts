import { productMessages } from '@careroster/shared/messages';
import type { Position, PositionInput } from '@careroster/shared/api/shifts/position';
import { positionInput } from '@careroster/shared/api/shifts/position';
import type { ApplicableFor, DifferentialType } from '@careroster/shared/lookups';
import { contactEmailSchema } from '@careroster/shared/validation/email';
import { optionalPhoneSchema } from '@careroster/shared/validation/phone';
import { filledCount, isOpeningsConflict, openingsSchema } from '@careroster/shared/validation/position';

/** One row of the positions editor: form text for the inputs, flags for the three toggles. */
export interface PositionRow {
  /** Stable React key; the id for saved rows. */
  key: string;
  id?: string;
  job_title_id: string;
  total_positions: string;
  accepted_count: number;
  assigned_count: number;
  internal: boolean;
  external: boolean;
  agency: boolean;
  rate: string;
  agency_rate: string;
  agencies: string[];
  special_shift: boolean;
  differential_type: DifferentialType;
  differential_value: string;
  auto_approve: boolean;
  recurring_values: number[];
  recurring_end_date: string | null;
  contact_name: string;
  contact_email: string;
  contact_phone: string;
  description: string;
}

export type RowErrors = Partial<Record<keyof PositionRow | 'applicable_for', string>>;

const text = (value: number | string | null) => (value === null ? '' : String(value));

export const rowFromPosition = (p: Position): PositionRow => ({
  key: p.id,
  id: p.id,
  job_title_id: p.job_title_id,
  total_positions: String(p.total_positions),
  accepted_count: p.accepted_count,
  assigned_count: p.assigned_count,
  internal: p.applicable_for.includes('IN'),
  external: p.applicable_for.includes('EN'),
  agency: p.applicable_for.includes('AN'),
  rate: text(p.rate),
  agency_rate: text(p.agency_rate),
  agencies: p.agencies,
  special_shift: p.special_shift,
  differential_type: p.differential_type ?? 'FR',
  differential_value: text(p.differential_value),
  auto_approve: p.auto_approve,
  recurring_values: p.recurring_values,
  recurring_end_date: p.recurring_end_date,
  contact_name: p.contact_name ?? '',
  contact_email: p.contact_email ?? '',
  contact_phone: p.contact_phone ?? '',
  description: p.description ?? '',
});

export const newRow = (key: string): PositionRow => ({
  key,
  job_title_id: '',
  total_positions: '',
  accepted_count: 0,
  assigned_count: 0,
  internal: true,
  external: false,
  agency: false,
  rate: '',
  agency_rate: '',
  agencies: [],
  special_shift: false,
  differential_type: 'FR',
  differential_value: '',
  auto_approve: false,
  recurring_values: [],
  recurring_end_date: null,
  contact_name: '',
  contact_email: '',
  contact_phone: '',
  description: '',
});

export type WorkerToggle = 'internal' | 'external' | 'agency';

/**
 * Spec 001 section 4: turning off Internal Nurse clears Special Shift (and so the differential),
 * off External clears the external rate, off Staffing Agency clears the agencies and agency rate.
 */
export const setWorkerToggle = (row: PositionRow, toggle: WorkerToggle, on: boolean): PositionRow => {
  if (on) return { ...row, [toggle]: true };
  switch (toggle) {
    case 'internal':
      return { ...row, internal: false, special_shift: false, differential_value: '' };
    case 'external':
      return { ...row, external: false, rate: '' };
    case 'agency':
      return { ...row, agency: false, agencies: [], agency_rate: '' };
  }
};

/** Spec 001 section 4: Special Shift can only be toggled while Internal Nurse is on. */
export const setSpecialShift = (row: PositionRow, on: boolean): PositionRow =>
  row.internal ? { ...row, special_shift: on, differential_value: on ? row.differential_value : '' } : row;

/** Spec 001 section 4: the differential field shows only when Internal and Special are on. */
export const showsDifferential = (row: PositionRow): boolean => row.internal && row.special_shift;

const counts = (row: PositionRow) => ({
  total_positions: Number(row.total_positions || 0),
  accepted_count: row.accepted_count,
  assigned_count: row.assigned_count,
});

export const isRowConflicting = (row: PositionRow): boolean => row.total_positions !== '' && isOpeningsConflict(counts(row));

export const filledOf = (row: PositionRow): number => filledCount(row);

export const applicableForOf = (row: PositionRow): ApplicableFor[] => [
  ...(row.internal ? (['IN'] as const) : []),
  ...(row.external ? (['EN'] as const) : []),
  ...(row.agency ? (['AN'] as const) : []),
];

/** The save payload item: the read field names (an item without id is new). */
export const toPositionInput = (row: PositionRow): PositionInput => ({
  ...(row.id ? { id: row.id } : {}),
  job_title_id: row.job_title_id,
  total_positions: row.total_positions,
  rate: row.external ? row.rate : '',
  agency_rate: row.agency ? row.agency_rate : '',
  applicable_for: applicableForOf(row),
  auto_approve: row.auto_approve,
  agencies: row.agency ? row.agencies : [],
  recurring_values: row.recurring_values,
  recurring_end_date: row.recurring_end_date,
  contact_name: row.contact_name.trim() || null,
  contact_email: row.contact_email.trim(),
  contact_phone: row.contact_phone,
  description: row.description.trim() || null,
  special_shift: row.internal && row.special_shift,
  differential_type: showsDifferential(row) ? row.differential_type : null,
  differential_value: showsDifferential(row) ? row.differential_value : '',
});

/** Problems of one row, keyed by field; empty when the row converts. */
export function validateRow(row: PositionRow): RowErrors {
  const errors: RowErrors = {};
  if (!row.job_title_id) errors.job_title_id = productMessages.required('Job title');
  if (row.total_positions === '') errors.total_positions = productMessages.required('Openings');
  else {
    const openings = openingsSchema(filledOf(row)).safeParse(row.total_positions);
    if (!openings.success) errors.total_positions = openings.error.issues[0]?.message;
  }
  if (applicableForOf(row).length === 0) errors.applicable_for = productMessages.applicableForRequired;
  const email = contactEmailSchema.safeParse(row.contact_email);
  if (!email.success) errors.contact_email = email.error.issues[0]?.message;
  const phone = optionalPhoneSchema.safeParse(row.contact_phone);
  if (!phone.success) errors.contact_phone = phone.error.issues[0]?.message;
  if (Object.keys(errors).length === 0) {
    // The key filters keep users from reaching this; it guards what the filters cannot see.
    const issue = positionInput.safeParse(toPositionInput(row)).error?.issues[0];
    if (issue) errors[(issue.path[0] as keyof PositionRow | undefined) ?? 'job_title_id'] = issue.message;
  }
  return errors;
}
