import type { Area } from '../area';
import { fill } from '../slot';
import { setupChecklistSlot } from '../slots';
import { setupSignedInRoutes } from './routes';

/**
 * The first-run company setup (issue 31, decision 080): the wizard of an owner without a facility
 * yet (full screen, outside the shell), and the dashboard's "Finish setting up" card.
 */
export const setupArea: Area = {
  name: 'setup',
  signedInRoutes: setupSignedInRoutes,
  parts: [fill(setupChecklistSlot, async () => (await import('./components/checklist-card')).SetupChecklistCard)],
};
