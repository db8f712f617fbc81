import { getAddressContract } from '@careroster/shared/api/facility/get-address';
import { updateFacilityContract, updateFacilityFieldsSchema } from '@careroster/shared/api/facility/update-facility';
import { updateProfileContract } from '@careroster/shared/api/facility/update-profile';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../platform/contract-route';
import { parseFields, readFormFields } from '../../platform/form-fields';
import * as facility from './service';
import { updateFacility } from './update-facility';

const tags = ['facility'];

export const facilityRoutes: FastifyPluginAsyncZod = async (app) => {
  route(app, getAddressContract, { access: { kind: 'facility', permission: 'facility:read' }, tags }, (request) =>
    facility.getAddress(request.ctx),
  );
  route(app, updateProfileContract, { access: { kind: 'facility', permission: 'facility:update' }, tags }, (request) =>
    facility.updateProfile(request.ctx, request.body),
  );
  // The payroll setting also needs facility:update, checked by the service.
  route(app, updateFacilityContract, { access: { kind: 'facility', permission: 'legal:documents' }, tags }, async (request) =>
    updateFacility(request.ctx, parseFields(updateFacilityFieldsSchema, await readFormFields(request))),
  );
};
