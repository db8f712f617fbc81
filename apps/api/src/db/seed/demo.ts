import { sql } from 'drizzle-orm';
import type { Db } from '../client';
import { syncJobTitles } from '../job-titles';
import { memberships, users } from '../schema';
import { createCorporation, createFacility } from '../../modules/setup';
import type { SecretBox } from '../../platform/crypto/secret-box';
import { hashPassword } from '../../platform/passwords';
import { zonedDate } from '@careroster/shared/format/wall-clock';
import { maplePlan, sunrisePlan, type DemoFacility } from './demo-facilities';
import { seedBank } from './demo-bank';
import { seedCorporateTimesheets } from './demo-corporate';
import { demoEntities, seedLegal } from './demo-legal';
import { seedMoney } from './demo-money';
import { seedPayroll } from './demo-payroll';
import { seedStaffing } from './demo-staffing';
import { seedMasterSchedule } from './demo-master-schedule';
import { seedCompanyLists } from './demo-company';
import { seedMessages } from './demo-messages';
import { seedNotifications } from './demo-notifications';
import { seedFmla } from './demo-fmla';
import { seedFactors } from './demo-factors';
import { seedPto } from './demo-pto';
import { seedRoster } from './demo-roster';
import { seedBenefits } from './demo-benefits';
import { seedSchedule } from './demo-schedule';
import { seedStructure } from './demo-structure';
import { seedTimekeeping } from './demo-timekeeping';
import { seedWorkforce } from './demo-workforce';
import { seededRandom } from './random';

export const DEMO_PASSWORD = 'CareRoster!2026';
export const DEMO_SEED = 20261122;

export const demoUsers = {
  owner: 'owner@sunrise.example',
  admin: 'admin@sunrise.example',
  manager: 'manager@maple.example',
} as const;

/** Seeds the demo corporation on an empty database; answers whether it did. */
export async function seedDemoIfEmpty(db: Db, secrets: SecretBox): Promise<boolean> {
  const [{ count }] = (await db.select({ count: sql<number>`count(*)::int` }).from(users)) as [{ count: number }];
  if (count > 0) return false;
  await seedDemo(db, { secrets });
  return true;
}

export type SeedDemoOptions = {
  /** The instant the demo is built around; dates are relative to it, everything else is fixed. */
  now?: Date;
  /** Seals the demo's TIN, SSN and bank numbers with the key the server will open them with. */
  secrets: SecretBox;
};

export async function seedDemo(db: Db, options: SeedDemoOptions) {
  const now = options.now ?? new Date();
  const rnd = seededRandom(DEMO_SEED);
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  await db.transaction(async (tx) => {
    await syncJobTitles(tx);
    // Drawn in the order the demo always drew them, so every seeded id stays what it was.
    const corporationId = rnd.uuid();
    const sunriseId = rnd.uuid();
    const mapleId = rnd.uuid();
    const owner = { id: rnd.uuid(), email: demoUsers.owner, firstName: 'Olivia', lastName: 'Owens', passwordHash };
    const admin = { id: rnd.uuid(), email: demoUsers.admin, firstName: 'Adam', lastName: 'Reyes', passwordHash };
    const manager = { id: rnd.uuid(), email: demoUsers.manager, firstName: 'Maria', lastName: 'Lopez', passwordHash };
    await tx.insert(users).values([owner, admin, manager]);
    // The corporation and its facilities come from the company setup's functions, as a new owner's do (decision 080).
    await createCorporation(tx, { id: corporationId, name: 'Sunrise Care Group', ownerUserId: owner.id });
    const entity = { at: now, by: owner.id, corporationId };
    const sunrise = {
      id: await createFacility(tx, {
        ...entity,
        id: sunriseId,
        facility: demoEntities.sunrise,
        coordinates: { latitude: 27.9506, longitude: -82.4572 },
      }),
    };
    const maple = {
      id: await createFacility(tx, {
        ...entity,
        id: mapleId,
        facility: demoEntities.maple,
        coordinates: { latitude: 39.7817, longitude: -89.6501 },
      }),
    };
    await tx.insert(memberships).values([
      { userId: owner.id, facilityId: sunrise.id, role: 'OWNER' },
      { userId: owner.id, facilityId: maple.id, role: 'OWNER' },
      { userId: admin.id, facilityId: sunrise.id, role: 'ADMIN' },
      { userId: manager.id, facilityId: maple.id, role: 'MANAGER' },
    ]);
    // issue 31: the owner and the admin sign in with a second factor (decision 079); the manager has none.
    await seedFactors(tx, { owner: owner.id, admin: admin.id }, options.secrets);

    const plans: DemoFacility[] = [
      { ...sunrisePlan, id: sunrise.id },
      { ...maplePlan, id: maple.id },
    ];
    const todayByFacility = new Map(plans.map((f) => [f.id, zonedDate(now, f.timezone)]));
    const staffUser = { [sunrise.id]: admin.id, [maple.id]: manager.id };
    const workforce = await seedWorkforce(tx, rnd, plans, {
      today: todayByFacility.get(sunrise.id)!,
      noteAuthors: staffUser,
    });
    const schedule = await seedSchedule(tx, rnd, workforce, { todayByFacility, now, createdBy: staffUser });
    const recipients = { [sunrise.id]: [owner.id, admin.id], [maple.id]: [owner.id, manager.id] };
    await seedNotifications(tx, rnd, workforce, schedule, { now, recipients });
    await seedTimekeeping(tx, rnd, workforce, schedule, { now, todayByFacility, staffUser });
    // Corporate timesheets (issue 12): after the timekeeping seed, since it fills only gaps.
    await seedCorporateTimesheets(tx, seededRandom(DEMO_SEED + 21), { now, sentBy: staffUser });
    await seedPto(tx, workforce, { now, todayByFacility, deciders: staffUser, recipients });
    await seedStaffing(tx, seededRandom(DEMO_SEED + 23), { todayByFacility });
    await seedMessages(tx, { now, staffUser });
    const compliance = { facilities: { sunrise: sunrise.id, maple: maple.id }, staffUser, now, secrets: options.secrets };
    await seedLegal(tx, compliance);
    await seedBank(tx, compliance);
    await seedMoney(tx, compliance);
    await seedPayroll(tx, compliance);
    // issue 28, structure: colours, supervisors and a week of census per unit (no draws from rnd).
    await seedStructure(tx, { todayByFacility, supervisors: staffUser });
    // issue 28, master schedule: timings, the standard staffing and a template (no random draws)
    await seedMasterSchedule(tx, [sunrise.id, maple.id], staffUser);
    // issue 31, company lists: expense and labor categories (no random draws)
    await seedCompanyLists(tx, [sunrise.id, maple.id]);
    // issue 29, the roster builder: contracts, a unit's team, a rotation and requests (no random draws)
    await seedRoster(tx, [sunrise.id, maple.id], { todayByFacility, createdBy: staffUser });
    // issue 30, benefits: a plan year at Sunrise and a few enrolments in the demo run (no random draws)
    await seedBenefits(tx, sunrise.id, todayByFacility.get(sunrise.id)!);
    // issue 30, FMLA: an open intermittent case at Sunrise with a certification due, a continuous one at Maple (no draws from rnd)
    await seedFmla(tx, workforce, {
      facilities: { sunrise: sunrise.id, maple: maple.id },
      todayByFacility,
      createdBy: staffUser,
      recipients,
    });
  });
}
