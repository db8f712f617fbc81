import type { z } from 'zod';
import { defineContract } from '../contract';
import { legalDocument } from './kyc';

/**
 * The facility's I-9 form (spec 001 sections 3 and 7): `PATCH update-profile` with the multipart
 * file `i9_form`, and a GET of the stored form for the settings section. Same file rules and
 * store as the legal documents; not reviewed, so its status stays SUBMITTED.
 */
export const I9_FORM_FIELD = 'i9_form';
export const I9_OFFICIAL_FORM_URL = 'https://www.uscis.gov/i-9';

export const i9FormAnswer = legalDocument.nullable();
export type I9FormAnswer = z.infer<typeof i9FormAnswer>;

export const getI9FormContract = defineContract({ method: 'GET', path: '/facilities/i9-form', answer: i9FormAnswer });

export const updateProfileContract = defineContract({ method: 'PATCH', path: '/update-profile', multipart: true, answer: legalDocument });
