import { checkedZone, createContext } from '../../platform/context';
import type { Deps } from '../../platform/deps';
import type { JobDefinition } from '../../platform/jobs';
import { everyFacility } from '../facility';
import { applyDuePay } from './pay';

export const PAY_IN_FORCE_JOB = 'records.pay-in-force';

/**
 * A pay change's day arrives at the facility's midnight, in its own zone (decision 064): the job
 * runs every hour, and in each facility applies the rows whose day has come there, so each zone's
 * change lands within the hour after its midnight and a missed run is made up by the next.
 */
export function payInForceJob(deps: () => Deps): JobDefinition {
  return {
    name: PAY_IN_FORCE_JOB,
    cron: '5 * * * *',
    policy: 'short',
    retry: { retryLimit: 3, retryDelay: 60, retryBackoff: true, retryDelayMax: 900 },
    async handler(_data, job) {
      const d = deps();
      const ctx = createContext({ requestId: job.jobId, log: job.log, deps: d });
      const now = d.clock.now();
      let moved = 0;
      for (const f of await everyFacility(d.db))
        moved += (await applyDuePay(ctx, { id: f.id, timezone: checkedZone(f.timezone) }, now)).length;
      job.log.info({ moved }, 'pay details in force');
    },
  };
}
