import { createDeviceAnswer, createDeviceBody, listDevicesAnswer } from '@careroster/shared/api/employees/devices';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { facilityOf } from '../../platform/access';
import { audit } from '../../platform/audit';
import type { Deps } from '../../platform/deps';
import { answer, ok } from '../../platform/reply';
import * as devices from './devices';

const tags = ['devices'];

export const deviceRoutes =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/facilities/devices',
      { config: { access: { kind: 'facility', permission: 'staff:read' } }, schema: { tags, response: answer(listDevicesAnswer) } },
      async (request) => ok(await devices.listDevices(deps.db, facilityOf(request).id)),
    );
    app.post(
      '/facilities/devices',
      { config: { access: { kind: 'facility', permission: 'devices:write' } }, schema: { tags, body: createDeviceBody, response: answer(createDeviceAnswer) } },
      async (request) => {
        const device = await devices.createDevice(deps.db, facilityOf(request).id, request.body);
        await audit(deps.db, request, 'device.create', { target: device.id });
        return ok(device);
      },
    );
  };
