import type { Area } from '../area';
import { bankKey } from './api/query-keys';

export const bankArea: Area = { name: 'bank', liveKeys: [{ key: bankKey, staleOn: ['bank.changed'] }] };
