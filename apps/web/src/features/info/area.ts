import type { Area } from '../area';

/**
 * Web only: the static information pages have no server area (decision 044). They are the light
 * public app's (public.ts, decision 060).
 */
export const infoArea: Area = { name: 'info' };
