import { defineFileContract } from '../contract';
import { pbjQuery } from './pbj-quarter';

/**
 * GET facilities/pbj/xml (money:read): the quarter's file for CMS (spec 4.10.0). Refused with a
 * 422 carrying the report's first error while the report has errors.
 */
export const pbjXmlContract = defineFileContract({ method: 'GET', path: '/facilities/pbj/xml', query: pbjQuery, file: true });

/** GET facilities/pbj/csv (money:read): the same numbers as a spreadsheet, errors or not. */
export const pbjCsvContract = defineFileContract({ method: 'GET', path: '/facilities/pbj/csv', query: pbjQuery, file: true });
