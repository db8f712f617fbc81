import { formatAmount, fromCents } from '@careroster/shared/format/money';
import { csvLine } from '@careroster/shared/format/spreadsheet-cell';
import { lineEarningKinds, type LineEarningKind } from '@careroster/shared/payroll/earnings';
import type { OneOffPaymentKind } from '@careroster/shared/money/values';
import { allocateCents } from '@careroster/shared/payroll/pay';
import { hoursOf } from '@careroster/shared/timekeeping/worked-time';
import type { DbOrTx } from '../../db/client';
import { facilityOf, type Ctx } from '../../platform/context';
import type { FileAnswer } from '../../platform/file-route';
import { benefitDeductions } from '../benefits';
import { employerTaxIds, laborCodesByJobTitle, type EmployerTaxIds } from '../company';
import { paidOneOffPayments } from '../payments';
import { w4sInForce } from '../records';
import { paychexCategories } from './categories';
import { computeLines, payrollFacility } from './inputs';
import { internalIds, linesOf, runOf, type RunRow } from './runs';

type Line = Awaited<ReturnType<typeof linesOf>>[number];

const hours = (minutes: number) => hoursOf(minutes).toFixed(2);
const dollars = (cents: number) => formatAmount(fromCents(cents));

function csvFile(run: RunRow, name: string, header: string[], rows: string[][], tax?: EmployerTaxIds): FileAnswer {
  const text = [header, ...(tax ? rows.map((r) => [...r, ...taxCells(tax)]) : rows)].map(csvLine).join('\r\n');
  return {
    data: Buffer.from(`${text}\r\n`, 'utf8'),
    contentType: 'text/csv; charset=utf-8',
    filename: `${name}-${run.periodStart}-${run.periodEnd}.csv`,
    disposition: 'attachment',
  };
}

async function runAndLines(ctx: Ctx, runId: string, tx?: DbOrTx) {
  const db = tx ?? ctx.deps.db;
  const run = await runOf(db, facilityOf(ctx).id, runId);
  return { db, run, lines: await linesOf(db, run) };
}

const internal = (lines: readonly Line[]) => lines.filter((l) => l.line.workerType === 'IN');

/** The internal staff's benefit deductions of the run's period, asked of the benefits area (decision 075). */
const deductionsOf = (db: DbOrTx, run: RunRow, lines: readonly Line[]) =>
  benefitDeductions(db, run.facilityId, { start: run.periodStart, end: run.periodEnd }, internalIds(lines));

/**
 * The labor category a line's hours are costed to (decision 078): the code of the category its
 * job title has at the facility, empty when the title has none. One-off payments carry none.
 */
const laborCode = (codes: Map<string, string>, l: { jobTitleId: string | null }) => (l.jobTitleId && codes.get(l.jobTitleId)) || '';

/** The code of an employer contribution beside its deduction's: the plan's code and `ER`. */
const employerCode = (code: string) => `${code} ER`;

/** Minutes and cents of one kind of pay of a line. */
function earning(line: Line['line'], kind: LineEarningKind): { minutes: number; cents: number } {
  switch (kind) {
    case 'REGULAR':
      return { minutes: line.regularMinutes, cents: line.regularCents };
    case 'OVERTIME':
      return { minutes: line.overtimeMinutes, cents: line.overtimeCents };
    case 'DOUBLE_TIME':
      return { minutes: line.doubleTimeMinutes, cents: line.doubleTimeCents };
    case 'DIFFERENTIAL':
      return { minutes: line.differentialMinutes, cents: line.differentialCents };
    case 'OVERTIME_ADJUSTMENT':
      return { minutes: 0, cents: line.overtimeAdjustmentCents };
    case 'PTO':
      return { minutes: line.ptoMinutes, cents: line.ptoCents };
  }
}

/**
 * The employer's identifiers at the end of each row of both provider files (decision 078): the
 * EIN, the state withholding (SIT) and unemployment (SUI) accounts of the facility's state in force
 * on the period's last day, and that year's SUI rate in percent; then the local tax of the facility's
 * city in force that day (decision 082), its code (`PA-PHILADELPHIA`) and account. The provider
 * files; CareRoster does not.
 */
const TAX_COLUMNS = ['FEIN', 'SIT Account', 'SUI Account', 'SUI Rate', 'Local Tax Code', 'Local Account'];
const taxCells = (ids: EmployerTaxIds) => [ids.fein, ids.sit, ids.sui, ids.suiRate, ids.localCode, ids.local];

export const PAYCHEX_COLUMNS = [
  'Org ID',
  'Employee ID',
  'Employee Name',
  'Earning',
  'Hours',
  'Rate',
  'Amount',
  'Period Start',
  'Period End',
  'Labor Category',
  ...TAX_COLUMNS,
];

/**
 * The Paychex file (decision 030): the internal staff only, one row per person and kind of pay
 * with hours or money, under the facility's earning category. The ids are the employee's
 * `paychex_org_id` and `paychex_emp_id` (the bulk-invite columns); a missing one stays empty,
 * never guessed, and the drill-down warns of it. Rate is the base rate; amounts include the 1.5x
 * and 2x, and a differential's hours are part of the other rows' hours. The overtime adjustment
 * (decision 051) is an amount without hours or rate: a provider that prices the overtime hours
 * itself at 1.5x the rate still pays what the regular rate owes. Labor Category is the code of the
 * employee's job title's labor category (decision 078), for the provider's labor distribution.
 */
export async function exportPaychex(ctx: Ctx, input: { runId: string }, tx?: DbOrTx): Promise<FileAnswer> {
  const { db, run, lines } = await runAndLines(ctx, input.runId, tx);
  const { categories } = await paychexCategories(db, run.facilityId);
  const deductions = await deductionsOf(db, run, lines);
  const labor = await laborCodesByJobTitle(db, run.facilityId);
  const rows = internal(lines).flatMap((l) => [
    ...lineEarningKinds.flatMap((kind) => {
      const { minutes, cents } = earning(l.line, kind);
      if (minutes === 0 && cents === 0) return [];
      const amountOnly = kind === 'OVERTIME_ADJUSTMENT';
      return [
        [
          l.paychexOrgId ?? '',
          l.paychexEmpId ?? '',
          `${l.first} ${l.last}`,
          categories[kind],
          amountOnly ? '' : hours(minutes),
          amountOnly ? '' : dollars(l.line.rateCents),
          dollars(cents),
          run.periodStart,
          run.periodEnd,
          laborCode(labor, l),
        ],
      ];
    }),
    // Decision 075: each plan kind's deduction under its plan's code, the employer's share beside it as `<code> ER`.
    ...(deductions.get(l.line.employeeId) ?? []).flatMap((d) =>
      [
        { code: d.deductionCode, cents: d.employeeCents },
        { code: employerCode(d.deductionCode), cents: d.employerCents },
      ]
        .filter((r) => r.cents !== 0)
        .map((r) => [
          l.paychexOrgId ?? '',
          l.paychexEmpId ?? '',
          `${l.first} ${l.last}`,
          r.code,
          '',
          '',
          dollars(r.cents),
          run.periodStart,
          run.periodEnd,
          laborCode(labor, l),
        ]),
    ),
  ]);
  // One-off payments paid from the vault (decision 077): an amount-only row of their own kind each.
  const oneOff = (await paidOneOffPayments(db, run.facilityId, run.periodStart)).map((p) => [
    p.paychexOrgId ?? '',
    p.paychexEmpId ?? '',
    `${p.first} ${p.last}`,
    categories[p.kind],
    '',
    '',
    dollars(p.cents),
    run.periodStart,
    run.periodEnd,
    '',
  ]);
  const tax = await employerTaxIds(ctx, db, run.facilityId, run.periodEnd);
  return csvFile(run, 'paychex', PAYCHEX_COLUMNS, [...rows, ...oneOff], tax);
}

/** ADP earnings codes of the one-off payments: a company defines them once as memo earnings (decision 077). */
export const ADP_ONE_OFF_CODES: Record<OneOffPaymentKind, string> = {
  BONUS: 'BON',
  SHIFT_INCENTIVE: 'INC',
  REFERRAL: 'REF',
  CORRECTION: 'COR',
};

export const ADP_COLUMNS = [
  'Batch ID',
  'File #',
  'Employee Name',
  'Rate 1',
  'Reg Hours',
  'O/T Hours',
  'Hours 3 Code',
  'Hours 3 Amount',
  'Hours 4 Code',
  'Hours 4 Amount',
  'Earnings 3 Code',
  'Earnings 3 Amount',
  'Earnings 4 Code',
  'Earnings 4 Amount',
  'Gross',
  'Adjust Ded Code',
  'Adjust Ded Amount',
  'Memo Code',
  'Memo Amount',
  'Cost Number',
  ...TAX_COLUMNS,
];

/**
 * The ADP-style file (decision 030): one row per internal employee, in the columns of ADP's
 * paydata import: the facility's emp_id as File #, regular and overtime hours, double time as
 * Hours 3 (code DT), PTO as Hours 4 (code PTO), the differential's dollars as Earnings 3 (code
 * DIF), the overtime adjustment's dollars as Earnings 4 (code OTA: ADP prices the O/T hours at 1.5x
 * Rate 1 itself, decision 051), and the gross this run computed, for the payroll clerk to check
 * against ADP's. Benefit deductions follow on rows of their own (decision 075), and so does each
 * one-off payment paid from the vault (decision 077): its amount as Earnings 3 under its code (BON,
 * INC, REF, COR). Cost Number is the labor category's code (decision 078), ADP's labor distribution field.
 */
export async function exportAdp(ctx: Ctx, input: { runId: string }, tx?: DbOrTx): Promise<FileAnswer> {
  const { db, run, lines } = await runAndLines(ctx, input.runId, tx);
  const deductions = await deductionsOf(db, run, lines);
  const labor = await laborCodesByJobTitle(db, run.facilityId);
  const batch = `CR${run.periodStart.replaceAll('-', '')}`;
  const rows = internal(lines).flatMap(({ line, first, last, empId, jobTitleId }) => [
    [
      batch,
      String(empId),
      `${first} ${last}`,
      dollars(line.rateCents),
      hours(line.regularMinutes),
      hours(line.overtimeMinutes),
      'DT',
      hours(line.doubleTimeMinutes),
      'PTO',
      hours(line.ptoMinutes),
      'DIF',
      dollars(line.differentialCents),
      'OTA',
      dollars(line.overtimeAdjustmentCents),
      dollars(line.grossCents),
      '',
      '',
      '',
      '',
      laborCode(labor, { jobTitleId }),
    ],
    // Decision 075: a row of its own per plan kind (ADP takes several rows per File #), the deduction
    // as an adjustment code and the employer's share as a memo, the pay columns left empty.
    ...(deductions.get(line.employeeId) ?? []).map((d) => [
      batch,
      String(empId),
      `${first} ${last}`,
      ...Array<string>(12).fill(''),
      d.deductionCode,
      dollars(d.employeeCents),
      employerCode(d.deductionCode),
      dollars(d.employerCents),
      laborCode(labor, { jobTitleId }),
    ]),
  ]);
  const oneOff = (await paidOneOffPayments(db, run.facilityId, run.periodStart)).map((p) => {
    const amount = dollars(p.cents);
    return [
      batch,
      String(p.empId),
      `${p.first} ${p.last}`,
      '',
      '',
      '',
      '',
      '',
      '',
      '',
      ADP_ONE_OFF_CODES[p.kind],
      amount,
      '',
      '',
      amount,
      '',
      '',
      '',
      '',
      '',
    ];
  });
  const tax = await employerTaxIds(ctx, db, run.facilityId, run.periodEnd);
  return csvFile(run, 'adp', ADP_COLUMNS, [...rows, ...oneOff], tax);
}

export const AGENCY_COLUMNS = ['Agency', 'Nurse', 'Date', 'Hours', 'Agency Rate', 'Amount'];

/**
 * The agency statement: each agency nurse's shifts at the agency rate, then the agency's total.
 * Shifts are read again from the timecards (the run stores one line per person); each shift's
 * amount is its share of the line the run holds, so the statement adds up to the run's figures
 * exactly, whatever happened to a timecard since.
 */
export async function exportAgencyStatement(
  ctx: Ctx,
  input: { runId: string; agency_id?: string | undefined },
  tx?: DbOrTx,
): Promise<FileAnswer> {
  const { db, run, lines } = await runAndLines(ctx, input.runId, tx);
  const facility = await payrollFacility(db, run.facilityId);
  const computed = new Map(
    (await computeLines(db, facility, { start: run.periodStart, end: run.periodEnd })).map((l) => [l.employeeId, l]),
  );
  const agencyLines = lines.filter((l) => l.line.workerType === 'AN' && (!input.agency_id || l.line.agencyId === input.agency_id));
  const rows: string[][] = [];
  const byAgency = new Map<string, Line[]>();
  for (const l of agencyLines) byAgency.set(l.agencyName ?? '', [...(byAgency.get(l.agencyName ?? '') ?? []), l]);
  for (const [agency, own] of [...byAgency.entries()].sort(([a], [b]) => a.localeCompare(b))) {
    let minutes = 0;
    let cents = 0;
    for (const { line, first, last } of own) {
      const shifts = computed.get(line.employeeId)?.shifts ?? [];
      const amounts = allocateCents(
        line.grossCents - line.ptoCents,
        shifts.map((s) => s.amountCents),
      );
      shifts.forEach((s, i) =>
        rows.push([agency, `${first} ${last}`, s.workDate, hours(s.minutes), dollars(s.rateCents), dollars(amounts[i]!)]),
      );
      minutes += line.regularMinutes + line.overtimeMinutes + line.doubleTimeMinutes;
      cents += line.grossCents - line.ptoCents;
    }
    rows.push([agency, 'Total', '', hours(minutes), '', dollars(cents)]);
  }
  return csvFile(run, 'agency-statement', AGENCY_COLUMNS, rows);
}

export const W4_COLUMNS = [
  'Org ID',
  'Employee ID',
  'File #',
  'Employee Name',
  'Filing Status',
  'Multiple Jobs',
  'Dependents Amount',
  'Other Income',
  'Deductions',
  'Extra Withholding',
  'Exempt',
  'Signed Date',
];

const yesNo = (value: boolean) => (value ? 'Y' : 'N');

/**
 * The W-4 file (decision 065): each internal employee of the run with a W-4 in force on the
 * period's last day, by Paychex ids and ADP File # (emp_id), Form W-4's Steps 1(c), 2(c), 3 and
 * 4(a)-(c), the exempt claim and the signed date. Opening the sealed forms is audited by records.
 */
export async function exportW4(ctx: Ctx, input: { runId: string }, tx?: DbOrTx): Promise<FileAnswer> {
  const { run, lines } = await runAndLines(ctx, input.runId, tx);
  const staff = internal(lines);
  const forms = await w4sInForce(
    ctx,
    staff.map((l) => l.line.employeeId),
    run.periodEnd,
    tx,
  );
  const rows = staff.flatMap(({ line, first, last, empId, paychexOrgId, paychexEmpId }) => {
    const w4 = forms.get(line.employeeId);
    if (!w4) return [];
    return [
      [
        paychexOrgId ?? '',
        paychexEmpId ?? '',
        String(empId),
        `${first} ${last}`,
        w4.filing_status,
        yesNo(w4.multiple_jobs),
        formatAmount(w4.dependents_amount),
        formatAmount(w4.other_income),
        formatAmount(w4.deductions),
        formatAmount(w4.extra_withholding),
        yesNo(w4.exempt),
        w4.signed_date,
      ],
    ];
  });
  return csvFile(run, 'w4', W4_COLUMNS, rows);
}
