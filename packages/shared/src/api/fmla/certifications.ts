import { z } from 'zod';
import { productMessages } from '../../messages';
import { calendarDate } from '../../validation/calendar-date';
import { fileRules } from '../../validation/file';
import { defineContract, defineFileContract, pathOf } from '../contract';
import { fmlaCaseDetail, fmlaCaseParams, fmlaCertificationParams } from './fmla';

/**
 * Ask her for a certification (29 CFR 825.305(a)): due 15 calendar days from today unless a later
 * day is given; an earlier one is a 422 (825.305(b)).
 */
export const requestFmlaCertificationContract = defineContract({
  method: 'POST',
  path: '/facilities/fmla/cases/:caseId/certifications',
  params: fmlaCaseParams,
  body: z.object({ due_date: calendarDate.optional() }),
  answer: fmlaCaseDetail,
});

/** The returned certification, multipart with one file field `file` (a legal document's formats and size). */
export const FMLA_CERTIFICATION_FIELD = 'file';
export const fmlaCertificationRule = fileRules.legalDocument;

export const uploadFmlaCertificationContract = defineContract({
  method: 'POST',
  path: '/facilities/fmla/certifications/:certificationId/file',
  params: fmlaCertificationParams,
  multipart: true,
  answer: fmlaCaseDetail,
});

/**
 * Staff decide a received certification: APPROVED, or INSUFFICIENT with what is missing, which
 * gives her seven calendar days to cure it (825.305(c)).
 */
export const decideFmlaCertificationContract = defineContract({
  method: 'PATCH',
  path: '/facilities/fmla/certifications/:certificationId',
  params: fmlaCertificationParams,
  body: z.object({
    status: z.enum(['APPROVED', 'INSUFFICIENT'], { error: productMessages.fmlaCertificationState }),
    note: z.string().trim().max(500).nullable().default(null),
  }),
  answer: fmlaCaseDetail,
});

export const fmlaCertificationFileContract = defineFileContract({
  method: 'GET',
  path: '/facilities/fmla/certifications/:certificationId/file',
  params: fmlaCertificationParams,
  file: true,
});

export const fmlaCertificationFilePath = (certificationId: string) => pathOf(fmlaCertificationFileContract, { certificationId });
