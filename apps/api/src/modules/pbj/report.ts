import type { PbjAnswer, PbjProblem } from '@careroster/shared/api/pbj/get-pbj';
import type { PbjQuery } from '@careroster/shared/api/pbj/pbj-quarter';
import { AppError } from '@careroster/shared/errors';
import { formatDate } from '@careroster/shared/format/date-time';
import { fixed, roundTo } from '@careroster/shared/format/number';
import { zonedDate } from '@careroster/shared/format/wall-clock';
import { productMessages } from '@careroster/shared/messages';
import { pbjCodeLabel, pbjPayTypeLabel, pbjStateCodes, type PbjPayType } from '@careroster/shared/pbj/codes';
import { applyPbjEdits, blockingEdits, entryHours, type PbjEditProblem, type PbjEntry } from '@careroster/shared/pbj/edits';
import {
  daysUntil,
  lastClosedQuarter,
  pbjDeadline,
  quarterEnded,
  quarterLabel,
  quarterRange,
  type FiscalQuarter,
} from '@careroster/shared/pbj/quarters';
import type { DbOrTx } from '../../db/client';
import { facilityOf, type Ctx } from '../../platform/context';
import { facilityRow } from '../facility';
import { mappingOf } from './mapping';
import { quarterHours, unapprovedCount, type PbjEmployee } from './quarter-hours';
import { SOFTWARE_NAME, SOFTWARE_VERSION } from './software';

/** Everything the page, the XML and the CSV show of one quarter, computed once. */
export type PbjBuild = {
  answer: PbjAnswer;
  quarter: FiscalQuarter;
  /** The file's entries (CMS's edits applied), sorted by employee, date, code and pay type. */
  entries: PbjEntry[];
  /** The employees of the file: everyone with an entry. */
  employees: PbjEmployee[];
};

const hoursText = (hours: number) => fixed(hours, 2);
const sum = (values: number[]) =>
  roundTo(
    values.reduce((a, b) => a + b, 0),
    2,
  );

function problem(kind: PbjProblem['kind'], message: string, extra: Partial<Omit<PbjProblem, 'kind' | 'message'>> = {}): PbjProblem {
  return { kind, message, employee_name: null, pbj_employee_id: null, date: null, job_title: null, hours: null, ...extra };
}

function editProblem(p: PbjEditProblem, who: PbjEmployee): PbjProblem {
  const date = formatDate(p.date);
  const hours = hoursText(p.hours);
  const message = {
    BEFORE_HIRE: () => productMessages.pbjProblemBeforeHire(who.name, date, hours, formatDate(who.hireDate!)),
    AFTER_TERMINATION: () => productMessages.pbjProblemAfterTermination(who.name, date, hours, formatDate(who.terminationDate!)),
    DAILY_HOURS: () => productMessages.pbjProblemDailyHours(who.name, date, hours),
    FUTURE_DATE: () => productMessages.pbjProblemFutureDate(who.name, date, hours),
    OUTSIDE_QUARTER: () => productMessages.pbjProblemOutsideQuarter(who.name, date, hours),
    NOT_LISTED: () => productMessages.pbjProblemNotListed(who.name),
  }[p.edit]();
  return problem(p.edit, message, { employee_name: who.name, pbj_employee_id: who.pbjId, date: p.date, hours: p.hours });
}

/** The quarter asked for, or the last one that has ended on the facility's today. */
export const quarterOf = (query: PbjQuery, today: string): FiscalQuarter =>
  query.fiscal_year !== undefined && query.quarter !== undefined
    ? { fiscalYear: Number(query.fiscal_year), quarter: Number(query.quarter) as FiscalQuarter['quarter'] }
    : lastClosedQuarter(today);

/**
 * One quarter's PBJ (decision 031): approved hours by employee, date, PBJ job title and pay
 * type, CMS's edits, and what else keeps hours out of the file or the file from CMS.
 */
export async function buildPbj(ctx: Ctx, query: PbjQuery, tx?: DbOrTx): Promise<PbjBuild> {
  const db = tx ?? ctx.deps.db;
  const now = ctx.deps.clock.now();
  const scope = facilityOf(ctx);
  const facility = await facilityRow(db, scope.id);
  if (!facility) throw new AppError('NOT_FOUND');
  const zone = scope.timezone;
  const today = zonedDate(now, zone);
  const quarter = quarterOf(query, today);
  const range = quarterRange(quarter);
  const deadline = pbjDeadline(quarter);
  const ended = quarterEnded(quarter, today);

  const mapping = await mappingOf(db, scope.id);
  const mappingById = new Map(mapping.map((m) => [m.job_title_id, m]));
  const { days, staff } = await quarterHours(db, scope.id, range, zone, facility.pbjMealRule);

  // Worked days become entries under their title's code; titles without one keep their minutes aside.
  const entryByKey = new Map<string, PbjEntry>();
  const leftOut = new Map<string, { minutes: number }>();
  for (const d of days) {
    const code = mappingById.get(d.jobTitleId)?.code ?? null;
    if (code === null) {
      const aside = leftOut.get(d.jobTitleId) ?? { minutes: 0 };
      aside.minutes += d.minutes;
      leftOut.set(d.jobTitleId, aside);
      continue;
    }
    const payType: PbjPayType = staff.get(d.employeeId)!.payType;
    const key = `${d.employeeId}|${d.date}|${code}|${payType}`;
    const entry = entryByKey.get(key) ?? { employeeId: d.employeeId, date: d.date, code, payType, minutes: 0 };
    entry.minutes += d.minutes;
    entryByKey.set(key, entry);
  }

  const { kept, problems: edits } = applyPbjEdits([...entryByKey.values()], {
    start: range.start,
    end: range.end,
    today,
    listed: new Set(staff.keys()),
    employment: new Map([...staff.values()].map((p) => [p.id, { hired: p.hireDate, terminated: p.terminationDate }])),
  });
  const errors: PbjProblem[] = [];
  const warnings: PbjProblem[] = [];
  if (!facility.cmsFacilityId) errors.push(problem('CMS_ID_MISSING', productMessages.pbjProblemCmsIdMissing));
  if (!pbjStateCodes.has(facility.state)) errors.push(problem('STATE_INVALID', productMessages.pbjProblemStateInvalid(facility.state)));
  const byDate = (a: PbjEditProblem, b: PbjEditProblem) =>
    a.date.localeCompare(b.date) || staff.get(a.employeeId)!.name.localeCompare(staff.get(b.employeeId)!.name);
  for (const p of [...edits].sort(byDate)) (blockingEdits.has(p.edit) ? errors : warnings).push(editProblem(p, staff.get(p.employeeId)!));
  // A title nobody has decided on blocks the file: its hours would silently be missing. Once the
  // facility says "not reported", the hours stay visible here as a warning.
  for (const [jobTitleId, aside] of leftOut) {
    const title = mappingById.get(jobTitleId)!;
    const hours = entryHours(aside.minutes);
    const extra = { job_title: title.name, hours };
    if (title.reviewed)
      warnings.push(problem('TITLE_NOT_REPORTED', productMessages.pbjProblemTitleNotReported(title.name, hoursText(hours)), extra));
    else errors.push(problem('TITLE_UNMAPPED', productMessages.pbjProblemTitleUnmapped(title.name, hoursText(hours)), extra));
  }
  const waiting = await unapprovedCount(db, scope.id, range, today);
  if (kept.length === 0) {
    // An empty file is not ready to send: say first that it is empty, and why.
    const why =
      waiting > 0
        ? productMessages.pbjProblemEmptyNotApproved(waiting)
        : days.length > 0
          ? productMessages.pbjProblemEmptyLeftOut
          : productMessages.pbjProblemEmptyNotWorked;
    warnings.unshift(problem('EMPTY', why));
  }
  if (waiting > 0) warnings.push(problem('NOT_APPROVED', productMessages.pbjProblemNotApproved(waiting)));
  if (!ended) warnings.push(problem('QUARTER_OPEN', productMessages.pbjProblemQuarterOpen(formatDate(today))));

  const entries = kept.sort(
    (a, b) =>
      staff.get(a.employeeId)!.pbjId.localeCompare(staff.get(b.employeeId)!.pbjId, 'en', { numeric: true }) ||
      a.date.localeCompare(b.date) ||
      a.code - b.code ||
      a.payType - b.payType,
  );
  const fileEmployees = [...new Set(entries.map((e) => e.employeeId))].map((id) => staff.get(id)!);

  const cells = new Map<string, { date: string; code: number; payType: PbjPayType; hours: number[]; people: Set<string> }>();
  for (const e of entries) {
    const key = `${e.date}|${e.code}|${e.payType}`;
    const cell = cells.get(key) ?? { date: e.date, code: e.code, payType: e.payType, hours: [], people: new Set<string>() };
    cell.hours.push(entryHours(e.minutes));
    cell.people.add(e.employeeId);
    cells.set(key, cell);
  }
  const ownEntries = new Map<string, PbjEntry[]>();
  for (const e of entries) ownEntries.set(e.employeeId, [...(ownEntries.get(e.employeeId) ?? []), e]);

  const answer: PbjAnswer = {
    quarter: {
      fiscal_year: quarter.fiscalYear,
      quarter: quarter.quarter,
      label: quarterLabel(quarter),
      start: range.start,
      end: range.end,
      deadline,
      days_left: daysUntil(today, deadline),
      ended,
    },
    header: {
      cms_facility_id: facility.cmsFacilityId,
      state: facility.state,
      software_name: SOFTWARE_NAME,
      software_version: SOFTWARE_VERSION,
      meal_rule: facility.pbjMealRule,
    },
    days: [...cells.values()]
      .sort((a, b) => a.date.localeCompare(b.date) || a.code - b.code || a.payType - b.payType)
      .map((c) => ({
        date: c.date,
        job_title_code: c.code,
        job_title_label: pbjCodeLabel(c.code),
        pay_type_code: c.payType,
        pay_type_label: pbjPayTypeLabel(c.payType),
        hours: sum(c.hours),
        employees: c.people.size,
      })),
    employees: [...fileEmployees]
      .sort((a, b) => a.name.localeCompare(b.name))
      .map((p) => {
        const own = ownEntries.get(p.id)!;
        return {
          employee_id: p.id,
          pbj_employee_id: p.pbjId,
          name: p.name,
          worker_type: p.workerType,
          hire_date: p.hireDate,
          pay_type_code: p.payType,
          days: new Set(own.map((e) => e.date)).size,
          hours: sum(own.map((e) => entryHours(e.minutes))),
        };
      }),
    mapping,
    report: { errors, warnings },
    totals: { hours: sum(entries.map((e) => entryHours(e.minutes))), employees: fileEmployees.length, entries: entries.length },
  };
  return { answer, quarter, entries, employees: fileEmployees };
}

export async function getPbj(ctx: Ctx, query: PbjQuery, tx?: DbOrTx): Promise<PbjAnswer> {
  return (await buildPbj(ctx, query, tx)).answer;
}
