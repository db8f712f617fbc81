import type { Area } from '../../platform/area';
import { ownsCorporationInSetup } from './create';
import { setupRoutes } from './routes';

/**
 * The first-run company setup (issue 31, decision 080): a new owner's sign-up, the wizard that
 * creates the corporation and its facilities (the only way either comes to exist), and the
 * dashboard's checklist of what each facility still needs. It sits above facility, legal, bank,
 * company and facility-users and uses them through their doors; auth asks it, through the
 * `companySetup` port, whether a user without a facility is an owner in setup.
 */
export const setupArea: Area = { name: 'setup', routes: setupRoutes, ports: { companySetup: { ownsCorporationInSetup } } };

export { createCorporation, createFacility, ownsCorporationInSetup, type NewEntity } from './create';
