import type { Area } from '../area';

export const legalArea: Area = { name: 'legal' };
