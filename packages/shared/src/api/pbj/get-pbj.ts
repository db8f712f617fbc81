import { z } from 'zod';
import { workerTypeValues } from '../../lookups';
import { pbjEditKinds } from '../../pbj/edits';
import { pbjMealRules } from '../../pbj/meal-breaks';
import { defineContract } from '../contract';
import { pbjMappingRowSchema } from './job-title-codes';
import { pbjQuery } from './pbj-quarter';

/** What the report lists: CMS's edits, and what keeps hours out of the file or the file from CMS. */
export const pbjProblemKinds = [
  ...pbjEditKinds,
  'CMS_ID_MISSING',
  'STATE_INVALID',
  'TITLE_UNMAPPED',
  'TITLE_NOT_REPORTED',
  'NOT_APPROVED',
  'QUARTER_OPEN',
  'EMPTY',
] as const;
export type PbjProblemKind = (typeof pbjProblemKinds)[number];

const payTypeCode = z.literal([1, 2, 3]);

export const pbjProblemSchema = z.object({
  kind: z.enum(pbjProblemKinds),
  message: z.string(),
  employee_name: z.string().nullable(),
  /** The employee's id in the file. */
  pbj_employee_id: z.string().nullable(),
  date: z.string().nullable(),
  job_title: z.string().nullable(),
  hours: z.number().nullable(),
});
export type PbjProblem = z.infer<typeof pbjProblemSchema>;

export const pbjAnswer = z.object({
  quarter: z.object({
    fiscal_year: z.number().int(),
    quarter: z.literal([1, 2, 3, 4]),
    label: z.string(),
    start: z.string(),
    end: z.string(),
    deadline: z.string(),
    /** Whole days from the facility's today to the deadline; negative once overdue. */
    days_left: z.number().int(),
    ended: z.boolean(),
  }),
  header: z.object({
    cms_facility_id: z.string().nullable(),
    state: z.string(),
    software_name: z.string(),
    software_version: z.string(),
    /** How the hours treat meal breaks (decision 052). */
    meal_rule: z.enum(pbjMealRules),
  }),
  /** Hours per day, PBJ job title and pay type: the numbers of the file. */
  days: z.array(
    z.object({
      date: z.string(),
      job_title_code: z.number().int(),
      job_title_label: z.string(),
      pay_type_code: payTypeCode,
      pay_type_label: z.string(),
      hours: z.number(),
      employees: z.number().int(),
    }),
  ),
  employees: z.array(
    z.object({
      employee_id: z.string(),
      pbj_employee_id: z.string(),
      name: z.string(),
      worker_type: z.enum(workerTypeValues),
      hire_date: z.string().nullable(),
      pay_type_code: payTypeCode,
      days: z.number().int(),
      hours: z.number(),
    }),
  ),
  mapping: z.array(pbjMappingRowSchema),
  report: z.object({ errors: z.array(pbjProblemSchema), warnings: z.array(pbjProblemSchema) }),
  totals: z.object({ hours: z.number(), employees: z.number().int(), entries: z.number().int() }),
});
export type PbjAnswer = z.infer<typeof pbjAnswer>;

/**
 * GET facilities/pbj (money:read): one quarter's PBJ as the file will hold it, with the deadline,
 * the job-title mapping in use and the validation report.
 */
export const getPbjContract = defineContract({ method: 'GET', path: '/facilities/pbj', query: pbjQuery, answer: pbjAnswer });
