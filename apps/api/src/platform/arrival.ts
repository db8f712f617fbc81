import type { FastifyInstance, FastifyRequest } from 'fastify';
import { arrive, inPlace, type Place } from '../db/arrival-order';

const places = new WeakMap<FastifyRequest, Place>();

/**
 * Gives each request its place in the embedded database's line when it arrives (db/arrival-order.ts,
 * decision 059). Registered before every other hook, so the access layer's statements keep it.
 */
export function registerArrivalOrder(app: FastifyInstance) {
  app.addHook('onRequest', (request, _reply, done) => {
    const place = arrive();
    places.set(request, place);
    inPlace(place, done);
  });
  // A body is read in the socket's async context, not the request's: without entering the place
  // again once the body is in, the handler's statements would queue as if they had just arrived.
  app.addHook('preValidation', (request, _reply, done) => {
    const place = places.get(request);
    if (place) inPlace(place, done);
    else done();
  });
  app.addHook('onResponse', (request, _reply, done) => {
    const place = places.get(request);
    if (place) place.answered = true;
    done();
  });
}
