import { z } from 'zod';
import { STRUCTURE_NAME_MAX_LENGTH, UNIT_CENSUS_MAX } from '../../constants';
import { shiftTypeValues } from '../../lookups';
import { productMessages } from '../../messages';
import { colourKeys } from '../../structure/colours';
import { calendarDate } from '../../validation/calendar-date';
import { defineContract } from '../contract';

/**
 * The facility's structure (issue 28, decision 068): units with one level of subunits, floors,
 * departments, the colours of each and of the shift types, the supervisors, census per unit.
 * Reading needs facility access (facility:read); every write needs structure:manage.
 */

/** A name as the server stores it: trimmed, 1 to STRUCTURE_NAME_MAX_LENGTH characters. */
export const structureName = z
  .string({ error: productMessages.structureNameRequired })
  .trim()
  .min(1, productMessages.structureNameRequired)
  .max(STRUCTURE_NAME_MAX_LENGTH, productMessages.structureNameTooLong(STRUCTURE_NAME_MAX_LENGTH));

export const colourKey = z.enum(colourKeys, { error: productMessages.structureColourUnknown });
export const shiftTypeKey = z.enum(shiftTypeValues);

export const floorSchema = z.object({ id: z.uuid(), name: z.string() });
export const unitSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  /** Null for a unit of the first level; a subunit's parent is always of the first level. */
  parent_id: z.uuid().nullable(),
  floor_id: z.uuid().nullable(),
  colour: colourKey.nullable(),
});
export type StructureUnit = z.infer<typeof unitSchema>;
export const departmentSchema = z.object({ id: z.uuid(), name: z.string(), colour: colourKey.nullable() });
export type StructureDepartment = z.infer<typeof departmentSchema>;
export const supervisorSchema = z.object({ unit_id: z.uuid(), shift_type: shiftTypeKey, user_id: z.uuid(), name: z.string() });

/** Everything the setup page shows, in one read. `staff` are the users who may supervise. */
export const structureSchema = z.object({
  floors: z.array(floorSchema),
  units: z.array(unitSchema),
  departments: z.array(departmentSchema),
  /** Every shift type with its colour: the facility's choice, or the palette's default. */
  shift_type_colours: z.array(z.object({ shift_type: shiftTypeKey, colour: colourKey })),
  supervisors: z.array(supervisorSchema),
  staff: z.array(z.object({ id: z.uuid(), name: z.string() })),
});
export type Structure = z.infer<typeof structureSchema>;

const base = '/facilities/structure' as const;
const deleted = z.object({ message: z.string() });

export const getStructureContract = defineContract({ method: 'GET', path: base, answer: structureSchema });

export const createFloorContract = defineContract({
  method: 'POST',
  path: `${base}/floors`,
  body: z.object({ name: structureName }),
  answer: floorSchema,
});

export const unitParams = z.object({ unitId: z.uuid() });
export const createUnitBody = z.object({
  name: structureName,
  parent_id: z.uuid().nullable().optional(),
  floor_id: z.uuid().nullable().optional(),
  colour: colourKey.nullable().optional(),
});
export type CreateUnitBody = z.input<typeof createUnitBody>;
/** An absent field stays as it is; null clears the parent, floor or colour. */
export const updateUnitBody = createUnitBody.partial();
export type UpdateUnitBody = z.input<typeof updateUnitBody>;

export const createUnitContract = defineContract({ method: 'POST', path: `${base}/units`, body: createUnitBody, answer: unitSchema });
export const updateUnitContract = defineContract({
  method: 'PATCH',
  path: `${base}/units/:unitId`,
  params: unitParams,
  body: updateUnitBody,
  answer: unitSchema,
});
/** Refused (409) while the unit has subunits, or shifts or employees name it. */
export const deleteUnitContract = defineContract({ method: 'DELETE', path: `${base}/units/:unitId`, params: unitParams, answer: deleted });

export const departmentParams = z.object({ departmentId: z.uuid() });
export const saveDepartmentBody = z.object({ name: structureName, colour: colourKey.nullable().optional() });
export type SaveDepartmentBody = z.input<typeof saveDepartmentBody>;
export const createDepartmentContract = defineContract({
  method: 'POST',
  path: `${base}/departments`,
  body: saveDepartmentBody,
  answer: departmentSchema,
});
export const updateDepartmentContract = defineContract({
  method: 'PATCH',
  path: `${base}/departments/:departmentId`,
  params: departmentParams,
  body: saveDepartmentBody.partial(),
  answer: departmentSchema,
});
/** Refused (409) while employees are in it. */
export const deleteDepartmentContract = defineContract({
  method: 'DELETE',
  path: `${base}/departments/:departmentId`,
  params: departmentParams,
  answer: deleted,
});

export const setShiftTypeColourContract = defineContract({
  method: 'PUT',
  path: `${base}/shift-type-colours/:shiftType`,
  params: z.object({ shiftType: shiftTypeKey }),
  body: z.object({ colour: colourKey }),
  answer: z.object({ shift_type: shiftTypeKey, colour: colourKey }),
});

/** Sets (a user id) or clears (null) the supervisor of a unit on a shift type. */
export const setSupervisorContract = defineContract({
  method: 'PUT',
  path: `${base}/supervisors`,
  body: z.object({ unit_id: z.uuid(), shift_type: shiftTypeKey, user_id: z.uuid().nullable() }),
  answer: z.object({ unit_id: z.uuid(), shift_type: shiftTypeKey, user_id: z.uuid().nullable() }),
});

const patientCount = z
  .number({ error: productMessages.structureCensusCount(UNIT_CENSUS_MAX) })
  .int(productMessages.structureCensusCount(UNIT_CENSUS_MAX))
  .min(0, productMessages.structureCensusCount(UNIT_CENSUS_MAX))
  .max(UNIT_CENSUS_MAX, productMessages.structureCensusCount(UNIT_CENSUS_MAX));

export const unitCensusDaySchema = z.object({
  date: calendarDate,
  units: z.array(z.object({ unit_id: z.uuid(), patient_count: z.number().int() })),
  /** The units' sum, which is the facility's census of the day; null when no unit has census that day (the facility's own figure counts then). */
  units_total: z.number().int().nullable(),
});
export type UnitCensusDay = z.infer<typeof unitCensusDaySchema>;

/** The unit census of each day from..to (at most UNIT_CENSUS_RANGE_MAX_DAYS days). */
export const listUnitCensusContract = defineContract({
  method: 'GET',
  path: `${base}/census`,
  query: z.object({ from: calendarDate, to: calendarDate }),
  answer: z.object({ days: z.array(unitCensusDaySchema) }),
});

/** Saves the day's census of the units named: a count sets it, null removes the unit's census that day. */
export const saveUnitCensusContract = defineContract({
  method: 'PUT',
  path: `${base}/census/:date`,
  params: z.object({ date: calendarDate }),
  body: z.object({
    units: z
      .array(z.object({ unit_id: z.uuid(), patient_count: patientCount.nullable() }))
      .min(1)
      .refine((rows) => new Set(rows.map((r) => r.unit_id)).size === rows.length, productMessages.structureCensusUnitTwice),
  }),
  answer: unitCensusDaySchema,
});
