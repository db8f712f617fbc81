import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Deps } from '../../platform/deps';
import { bulkInviteRoutes } from './bulk-invite-routes';
import { credentialRoutes } from './credential-routes';
import { deviceRoutes } from './device-routes';
import { employeeRoutes } from './employee-routes';
import { noteRoutes } from './note-routes';
import { walkInRoutes } from './walk-in-routes';

/** The employees area: employees, search, credentials, notes, devices, bulk invite, walk-ins. */
export const employeesRoutes =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    await app.register(employeeRoutes(deps));
    await app.register(credentialRoutes(deps));
    await app.register(noteRoutes(deps));
    await app.register(deviceRoutes(deps));
    await app.register(bulkInviteRoutes(deps));
    await app.register(walkInRoutes(deps));
  };
