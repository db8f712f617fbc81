import type { Area } from '../area';
import { rosteringKey } from './api/keys';

/** The roster builder (issue 29, decision 074): contracts, rotations, teams, requests and generated rosters. */
export const rosteringArea: Area = {
  name: 'rostering',
  liveKeys: [{ key: rosteringKey, staleOn: ['roster.changed'] }],
};
