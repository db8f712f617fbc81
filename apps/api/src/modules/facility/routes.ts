import { addressSchema } from '@careroster/shared/api/facility/get-address';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { facilityOf } from '../../platform/access';
import type { Deps } from '../../platform/deps';
import { answer, ok } from '../../platform/reply';
import * as facility from './service';

const tags = ['facility'];

export const facilityRoutes =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/address',
      {
        config: { access: { kind: 'facility', permission: 'facility:read' } },
        schema: { tags, response: answer(addressSchema) },
      },
      async (request) => ok(await facility.getAddress(deps.db, facilityOf(request).id)),
    );
  };
