import type { Area } from '../area';

/** Its pages are the light public app's (public.ts, decision 060); the signed-in app hands them over. */
export const authArea: Area = { name: 'auth' };
