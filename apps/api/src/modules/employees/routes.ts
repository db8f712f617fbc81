import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { bulkInviteRoutes } from './bulk-invite-routes';
import { credentialRoutes } from './credential-routes';
import { deviceRoutes } from './device-routes';
import { employeeRoutes } from './employee-routes';
import { noteRoutes } from './note-routes';
import { walkInRoutes } from './walk-in-routes';

/** The employees area: employees, search, credentials, notes, devices, bulk invite, walk-ins. */
export const employeesRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(employeeRoutes);
  await app.register(credentialRoutes);
  await app.register(noteRoutes);
  await app.register(deviceRoutes);
  await app.register(bulkInviteRoutes);
  await app.register(walkInRoutes);
};
