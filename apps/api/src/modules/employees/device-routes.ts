import { createDeviceContract, listDevicesContract } from '@careroster/shared/api/employees/devices';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../platform/contract-route';
import * as devices from './devices';

const tags = ['devices'];

export const deviceRoutes: FastifyPluginAsyncZod = async (app) => {
  route(app, listDevicesContract, { access: { kind: 'facility', permission: 'staff:read' }, tags }, (request) =>
    devices.listDevices(request.ctx),
  );
  route(app, createDeviceContract, { access: { kind: 'facility', permission: 'devices:write' }, idempotent: true, tags }, (request) =>
    devices.createDevice(request.ctx, request.body),
  );
};
