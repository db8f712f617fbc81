/** Where the API lives and the header naming the facility a call is for; no zod here (decision 060). */
export const API_BASE = '/api/v1';
export const FACILITY_HEADER = 'facility-id';
