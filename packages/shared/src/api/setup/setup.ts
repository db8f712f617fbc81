import { z } from 'zod';
import { countryCodes, usStateField } from '../../company/regions';
import { einField } from '../../company/taxes';
import { businessTypes, payrollSettingValues, timezoneCodes, valuesOf } from '../../lookups';
import { productMessages } from '../../messages';
import { CMS_FACILITY_ID } from '../../pbj/codes';
import { SIMPLE_EMAIL_PATTERN } from '../../validation/email';
import { defineContract } from '../contract';

/**
 * The first-run company setup (issue 31, decision 080): the corporation, its facilities with
 * their legal entity details, and their first administrators, saved step by step as a draft on
 * the server; "Finish" creates what is not created yet.
 */

/** How many facilities and administrators one setup holds; more come from the settings afterwards. */
export const SETUP_MAX_FACILITIES = 20;
export const SETUP_MAX_ADMINS = 40;

const text = (max: number, message: string) => z.string({ error: message }).trim().min(1, message).max(max, message);

export const businessTypeValues = valuesOf(businessTypes);

/** One facility of the setup: its profile and its legal entity (spec 000 sections 3 and 7). */
export const setupFacilityBody = z.object({
  name: text(120, productMessages.setupFacilityNameInvalid),
  legal_name: text(200, productMessages.setupLegalNameInvalid),
  business_type: z.enum(businessTypeValues, { error: productMessages.setupBusinessTypeInvalid }),
  ein: einField,
  address_line1: text(200, productMessages.profileAddressInvalid),
  address_line2: z.string().trim().max(200, productMessages.profileAddressInvalid).nullable(),
  city: text(100, productMessages.profileCityInvalid),
  country: z.enum(countryCodes, { error: productMessages.setupCountryInvalid }),
  state: usStateField(productMessages.profileStateInvalid),
  zip: z
    .string({ error: productMessages.profileZipInvalid })
    .trim()
    .regex(/^\d{5}(-\d{4})?$/, productMessages.profileZipInvalid),
  timezone: z.enum(timezoneCodes, { error: productMessages.profileTimezoneInvalid }),
  /** The CMS certification number, PBJ's facilityId; a facility that files no PBJ leaves it empty. */
  cms_facility_id: z
    .string({ error: productMessages.pbjCmsIdInvalid })
    .trim()
    .regex(CMS_FACILITY_ID, productMessages.pbjCmsIdInvalid)
    .nullable(),
  payroll_setting: z.enum(payrollSettingValues, { error: productMessages.setupPayrollInvalid }),
});
export type SetupFacilityBody = z.input<typeof setupFacilityBody>;
export type SetupFacilityDraft = z.output<typeof setupFacilityBody>;

/** A facility's draft as answered: the body's fields as saved (plain, so the answer encodes), its key and its facility once created. */
export const setupFacilitySchema = z.object({
  /** The draft's own id, stable across saves. */
  key: z.uuid(),
  /** The facility once Finish created it. */
  facility_id: z.uuid().nullable(),
  name: z.string(),
  legal_name: z.string(),
  business_type: z.enum(businessTypeValues),
  ein: z.string(),
  address_line1: z.string(),
  address_line2: z.string().nullable(),
  city: z.string(),
  country: z.enum(countryCodes),
  state: z.string(),
  zip: z.string(),
  timezone: z.enum(timezoneCodes),
  cms_facility_id: z.string().nullable(),
  payroll_setting: z.enum(payrollSettingValues),
});
export type SetupFacility = z.infer<typeof setupFacilitySchema>;

const adminName = (message: string) => z.string({ error: message }).trim().min(1, message).max(100, message);

export const setupAdminBody = z.object({
  facility_key: z.uuid({ error: productMessages.setupAdminFacilityUnknown }),
  first_name: adminName(productMessages.inviteFirstNameRequired),
  last_name: adminName(productMessages.inviteLastNameRequired),
  email: z
    .string({ error: productMessages.inviteEmailInvalid })
    .trim()
    .toLowerCase()
    .max(254, productMessages.inviteEmailInvalid)
    .regex(SIMPLE_EMAIL_PATTERN, productMessages.inviteEmailInvalid),
});
export type SetupAdminBody = z.input<typeof setupAdminBody>;

export const setupAdminSchema = z.object({
  facility_key: z.uuid(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  invited: z.boolean(),
});
export type SetupAdmin = z.infer<typeof setupAdminSchema>;

export const setupSteps = ['COMPANY', 'FACILITIES', 'ADMINS', 'FINISH'] as const;
export type SetupStep = (typeof setupSteps)[number];

export const setupAnswer = z.object({
  company_name: z.string(),
  corporation_id: z.uuid().nullable(),
  facilities: z.array(setupFacilitySchema),
  admins: z.array(setupAdminSchema),
  /** The step to resume at: the first one not saved yet. */
  step: z.enum(setupSteps),
  completed: z.boolean(),
});
export type SetupAnswer = z.infer<typeof setupAnswer>;

/** GET setup: the caller's own setup (a user without one gets 404). */
export const getSetupContract = defineContract({ method: 'GET', path: '/setup', answer: setupAnswer });

/** PUT setup/corporation: creates the corporation with the owner's link, or renames it. */
export const saveCorporationContract = defineContract({
  method: 'PUT',
  path: '/setup/corporation',
  body: z.object({ name: text(120, productMessages.signUpCompanyInvalid) }),
  answer: setupAnswer,
});

/** POST setup/facilities (idempotent): adds a facility's draft. */
export const addSetupFacilityContract = defineContract({
  method: 'POST',
  path: '/setup/facilities',
  body: setupFacilityBody,
  answer: setupAnswer,
});

const facilityKey = z.object({ key: z.uuid() });

/** PUT setup/facilities/{key}: replaces a facility's draft, until Finish created it. */
export const updateSetupFacilityContract = defineContract({
  method: 'PUT',
  path: '/setup/facilities/:key',
  params: facilityKey,
  body: setupFacilityBody,
  answer: setupAnswer,
});

/** DELETE setup/facilities/{key}: drops a facility's draft (and its administrators), until Finish created it. */
export const removeSetupFacilityContract = defineContract({
  method: 'DELETE',
  path: '/setup/facilities/:key',
  params: facilityKey,
  answer: setupAnswer,
});

/** PUT setup/admins: the whole list of first administrators (an empty list skips the step). */
export const saveSetupAdminsContract = defineContract({
  method: 'PUT',
  path: '/setup/admins',
  body: z.object({ admins: z.array(setupAdminBody).max(SETUP_MAX_ADMINS, productMessages.setupTooManyAdmins(SETUP_MAX_ADMINS)) }),
  answer: setupAnswer,
});

/** POST setup/finish (idempotent): creates the facilities and sends the invitations not done yet. */
export const finishSetupContract = defineContract({
  method: 'POST',
  path: '/setup/finish',
  answer: z.object({
    setup: setupAnswer,
    facilities: z.array(z.object({ id: z.uuid(), name: z.string() })),
    message: z.string(),
  }),
});
