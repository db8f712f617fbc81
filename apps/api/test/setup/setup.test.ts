/** The first-run company setup (issue 31, decision 080): sign-up, the wizard, Finish, the checklist. */
import { getProfileContract } from '@careroster/shared/api/auth/get-profile';
import { loginContract } from '@careroster/shared/api/auth/login';
import { setPasswordContract } from '@careroster/shared/api/auth/set-password';
import { setupChecklistContract } from '@careroster/shared/api/setup/checklist';
import {
  addSetupFacilityContract,
  finishSetupContract,
  getSetupContract,
  removeSetupFacilityContract,
  saveCorporationContract,
  saveSetupAdminsContract,
  updateSetupFacilityContract,
  type SetupFacilityBody,
} from '@careroster/shared/api/setup/setup';
import { signUpContract } from '@careroster/shared/api/setup/sign-up';
import { productMessages } from '@careroster/shared/messages';
import { desc, eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { corporations, employerTaxSettings, facilities, facilityLegal, memberships, outbox, users } from '../../src/db/schema';
import { demoUsers } from '../../src/db/seed/demo';
import { dataOf, refused } from '../helpers/contract-call';
import { enrolTestPasskey } from '../helpers/second-factor';
import { bearer, useDemoSessions, useTestApp } from '../helpers/test-app';

const t = useTestApp();
const s = useDemoSessions(t);
const PASSWORD = 'harbor lantern violet 42';

const mails = async (to: string) => t.deps.db.select().from(outbox).where(eq(outbox.to, to)).orderBy(desc(outbox.createdAt));
const linkIn = (text: string) => {
  const [, uid, token] = text.match(/\/set-password\/([^/\s]+)\/([^/\s]+)/)! as unknown as [string, string, string];
  return { uid: decodeURIComponent(uid), token: decodeURIComponent(token) };
};
const signUp = (email: string, company = 'Harbor Health Group') =>
  t.call(signUpContract, { body: { first_name: 'Hana', last_name: 'Reed', email, company_name: company } });

/** Signs up, opens the mailed link, sets the password and signs in: the new owner's headers. */
async function newOwner(email: string, company?: string) {
  expect((await signUp(email, company)).statusCode).toBe(200);
  const [mail] = await mails(email);
  expect((await t.call(setPasswordContract, { body: { ...linkIn(mail!.text), password: PASSWORD } })).statusCode).toBe(200);
  const login = dataOf(await t.call(loginContract, { body: { email, password: PASSWORD } }));
  // An owner in setup holds the keys too: the first session may only enrol a second factor (decision 079).
  if (!('token' in login)) throw new Error('a new owner has no factor to ask for');
  expect(login).toMatchObject({ role: 'OWNER', facilities: [], mfa_setup_required: true });
  const headers = bearer(login.token);
  expect(refused(await t.call(getSetupContract, { headers }), 403)).toEqual([productMessages.mfaSetupRequired]);
  await enrolTestPasskey(t, headers);
  return { login, headers };
}

const facility = (over: Partial<SetupFacilityBody> = {}): SetupFacilityBody => ({
  name: 'Harbor Point Nursing',
  legal_name: 'Harbor Point Nursing LLC',
  business_type: 'LLC',
  ein: '591234567',
  address_line1: '10 Bay Street',
  address_line2: null,
  city: 'Savannah',
  country: 'US',
  state: 'ga',
  zip: '31401',
  timezone: 'EST',
  cms_facility_id: '115001',
  payroll_setting: 'BIWEEKLY',
  ...over,
});

let keys = 0;
const add = (headers: Record<string, string>, body: SetupFacilityBody) =>
  t.call(addSetupFacilityContract, { body, headers: { ...headers, 'idempotency-key': `setup-${++keys}` } });

describe('sign-up', () => {
  it('answers a new address and an existing account alike, and tells only the mailbox which', async () => {
    const fresh = await signUp('new.owner@harbor.example');
    const existing = await signUp(demoUsers.admin);
    expect(fresh.statusCode).toBe(200);
    expect(existing.statusCode).toBe(200);
    expect(existing.body).toBe(fresh.body);
    expect(dataOf(fresh).message).toBe(productMessages.signUpSent);

    const [welcome] = await mails('new.owner@harbor.example');
    expect(welcome!.subject).toBe(productMessages.signUpSubject);
    expect(welcome!.text).toMatch(/\/set-password\//);
    const [told] = await mails(demoUsers.admin);
    expect(told!.subject).toBe(productMessages.signUpExistingSubject);
    expect(told!.text).not.toMatch(/\/set-password\//);
  });

  it('refuses a bad address or an empty company name (422)', async () => {
    expect(
      refused(await t.call(signUpContract, { body: { first_name: 'A', last_name: 'B', email: 'nope', company_name: 'C' } }), 422),
    ).toEqual([productMessages.invalidEmail]);
    expect(refused(await signUp('someone@harbor.example', ' '), 422)).toEqual([productMessages.signUpCompanyInvalid]);
  });

  it('mails a new single-use link to an address signed up again before it was used, and retires the first', async () => {
    await signUp('twice@harbor.example');
    const first = linkIn((await mails('twice@harbor.example'))[0]!.text);
    await signUp('twice@harbor.example', 'Someone Else Inc.');
    const second = linkIn((await mails('twice@harbor.example'))[0]!.text);
    expect(second.token).not.toBe(first.token);
    expect((await t.call(setPasswordContract, { body: { ...first, password: PASSWORD } })).statusCode).toBe(400);
    expect((await t.call(setPasswordContract, { body: { ...second, password: PASSWORD } })).statusCode).toBe(200);
    expect((await t.call(setPasswordContract, { body: { ...second, password: PASSWORD } })).statusCode).toBe(400);
    // The first sign-up's company name stands: a second request cannot rename someone's setup.
    const { token } = await t.login('twice@harbor.example', PASSWORD);
    await enrolTestPasskey(t, bearer(token));
    expect(dataOf(await t.call(getSetupContract, { headers: bearer(token) })).company_name).toBe('Harbor Health Group');
  });

  it('signs the new owner in as OWNER with no facility, and answers the setup to resume', async () => {
    const { login, headers } = await newOwner('signin@harbor.example');
    expect(login).toMatchObject({ role: 'OWNER', facility_id: null, facilities: [] });
    expect(dataOf(await t.call(getProfileContract, { headers })).role).toBe('OWNER');
    expect(dataOf(await t.call(getSetupContract, { headers }))).toEqual({
      company_name: 'Harbor Health Group',
      corporation_id: null,
      facilities: [],
      admins: [],
      step: 'COMPANY',
      completed: false,
    });
  });
});

describe('the wizard', () => {
  let owner: Record<string, string>;
  beforeAll(async () => {
    owner = (await newOwner('wizard@harbor.example')).headers;
  });

  it('needs the company before a facility, then creates the corporation with its owner', async () => {
    expect(refused(await add(owner, facility()), 409)).toEqual([productMessages.setupCorporationFirst]);
    const saved = dataOf(await t.call(saveCorporationContract, { body: { name: 'Harbor Health' }, headers: owner }));
    expect(saved).toMatchObject({ company_name: 'Harbor Health', step: 'FACILITIES' });
    const [corporation] = await t.deps.db.select().from(corporations).where(eq(corporations.id, saved.corporation_id!));
    const [me] = await t.deps.db.select({ id: users.id }).from(users).where(eq(users.email, 'wizard@harbor.example'));
    expect(corporation).toMatchObject({ name: 'Harbor Health', ownerUserId: me!.id });
    // Saving again renames it: still one corporation.
    const renamed = dataOf(await t.call(saveCorporationContract, { body: { name: 'Harbor Health Group' }, headers: owner }));
    expect(renamed.corporation_id).toBe(saved.corporation_id);
  });

  it("checks every field on the server: the spec's business types, the EIN, the state list, the CMS id, the time zone", async () => {
    const cases: [Partial<SetupFacilityBody>, string][] = [
      [{ business_type: 'LIMITED' as never }, productMessages.setupBusinessTypeInvalid],
      [{ ein: '59-12345' }, productMessages.taxEinInvalid],
      [{ state: 'Georgia' }, productMessages.profileStateInvalid],
      [{ state: 'XX' }, productMessages.profileStateInvalid],
      [{ country: 'CA' as never }, productMessages.setupCountryInvalid],
      [{ cms_facility_id: '11-5001' }, productMessages.pbjCmsIdInvalid],
      [{ timezone: 'CET' as never }, productMessages.profileTimezoneInvalid],
      [{ zip: '3140' }, productMessages.profileZipInvalid],
      [{ payroll_setting: 'MONTHLY' as never }, productMessages.setupPayrollInvalid],
      [{ legal_name: '' }, productMessages.setupLegalNameInvalid],
    ];
    for (const [over, message] of cases) expect(refused(await add(owner, facility(over)), 422)).toEqual([message]);
    for (const business_type of [
      'LLC',
      'ASSOCIATION',
      'CORP',
      'PARTNERSHIP',
      'SOLE-PROPRIETORSHIP',
      'TRUST',
      'VENDOR',
      'ESTATE',
      'IRA',
    ] as const) {
      expect(facility({ business_type }).business_type).toBe(business_type);
    }
  });

  it('keeps drafts to resume: adds, edits and removes facilities, then the administrators', async () => {
    const one = dataOf(await add(owner, facility()));
    expect(one.facilities).toHaveLength(1);
    expect(one.facilities[0]).toMatchObject({ state: 'GA', ein: '59-1234567', facility_id: null });
    const twoRes = await add(
      owner,
      facility({
        name: 'Bayside Rehab',
        legal_name: 'Bayside Rehab Inc.',
        business_type: 'CORP',
        state: 'SC',
        zip: '29401',
        timezone: 'EST',
        cms_facility_id: null,
      }),
    );
    const two = dataOf(twoRes);
    const third = dataOf(await add(owner, facility({ name: 'Mistake' })));
    const mistake = third.facilities[2]!.key;
    const bayside = two.facilities[1]!.key;
    expect(dataOf(await t.call(removeSetupFacilityContract, { params: { key: mistake }, headers: owner })).facilities).toHaveLength(2);
    const editRes = await t.call(updateSetupFacilityContract, {
      params: { key: bayside },
      body: facility({
        name: 'Bayside Rehab',
        legal_name: 'Bayside Rehab Inc.',
        business_type: 'CORP',
        state: 'SC',
        zip: '29401',
        city: 'Charleston',
        cms_facility_id: null,
      }),
      headers: owner,
    });
    const edited = dataOf(editRes);
    expect(edited.facilities[1]).toMatchObject({ key: bayside, city: 'Charleston', cms_facility_id: null });
    expect(edited.step).toBe('ADMINS');

    const admins = [
      { facility_key: one.facilities[0]!.key, first_name: 'Ada', last_name: 'Stone', email: 'ada@harbor.example' },
      { facility_key: bayside, first_name: 'Ben', last_name: 'Cole', email: 'ben@harbor.example' },
    ];
    expect(
      refused(await t.call(saveSetupAdminsContract, { body: { admins: [{ ...admins[0]!, facility_key: mistake }] }, headers: owner }), 422),
    ).toEqual([productMessages.setupAdminFacilityUnknown]);
    expect(refused(await t.call(saveSetupAdminsContract, { body: { admins: [admins[0]!, admins[0]!] }, headers: owner }), 422)).toEqual([
      productMessages.setupAdminDuplicate,
    ]);
    expect(
      refused(
        await t.call(saveSetupAdminsContract, { body: { admins: [{ ...admins[0]!, email: 'wizard@harbor.example' }] }, headers: owner }),
        422,
      ),
    ).toEqual([productMessages.setupAdminIsOwner]);
    expect(dataOf(await t.call(saveSetupAdminsContract, { body: { admins }, headers: owner })).step).toBe('FINISH');

    // Leaving and coming back (a new sign-in) finds everything where it was.
    const again = await t.login('wizard@harbor.example', PASSWORD);
    const resumed = dataOf(await t.call(getSetupContract, { headers: bearer(again.token) }));
    expect(resumed).toMatchObject({ company_name: 'Harbor Health Group', step: 'FINISH', completed: false });
    expect(resumed.facilities.map((f) => f.name)).toEqual(['Harbor Point Nursing', 'Bayside Rehab']);
    expect(resumed.admins.map((a) => a.email)).toEqual(['ada@harbor.example', 'ben@harbor.example']);
  });

  it('keeps another owner and a facility user out of this setup', async () => {
    const other = (await newOwner('other@harbor.example', 'Other Care')).headers;
    const mine = dataOf(await t.call(getSetupContract, { headers: owner }));
    const theirs = dataOf(await t.call(getSetupContract, { headers: other }));
    expect(theirs).toMatchObject({ company_name: 'Other Care', facilities: [] });
    const key = mine.facilities[0]!.key;
    expect(
      refused(await t.call(updateSetupFacilityContract, { params: { key }, body: facility({ name: 'Taken' }), headers: other }), 404),
    ).toEqual([productMessages.setupFacilityNotFound]);
    expect((await t.call(removeSetupFacilityContract, { params: { key }, headers: other })).statusCode).toBe(404);
    expect(dataOf(await t.call(getSetupContract, { headers: owner })).facilities[0]!.name).toBe('Harbor Point Nursing');
    // A facility's admin has no setup of her own.
    expect(refused(await t.call(getSetupContract, { headers: s.admin }), 404)).toEqual([productMessages.setupNotFound]);
    expect((await t.call(finishSetupContract, { headers: { ...s.admin, 'idempotency-key': 'not-mine-1' } })).statusCode).toBe(404);
  });

  it('finishes: creates both facilities with the details entered, the owner as OWNER, and invites the administrators', async () => {
    const res = await t.call(finishSetupContract, { headers: { ...owner, 'idempotency-key': 'finish-1' } });
    const done = dataOf(res);
    expect(done.message).toBe(productMessages.setupFinished(2));
    expect(done.setup).toMatchObject({ completed: true, step: 'FINISH' });
    const ids = done.facilities.map((f) => f.id);
    const rows = await t.deps.db.select().from(facilities).where(inArray(facilities.id, ids));
    const harbor = rows.find((r) => r.name === 'Harbor Point Nursing')!;
    expect(harbor).toMatchObject({
      corporationId: done.setup.corporation_id,
      addressLine1: '10 Bay Street',
      city: 'Savannah',
      state: 'GA',
      zip: '31401',
      country: 'US',
      timezone: 'EST',
      cmsFacilityId: '115001',
      payrollSetting: 'BIWEEKLY',
    });
    expect(rows.find((r) => r.name === 'Bayside Rehab')).toMatchObject({ state: 'SC', city: 'Charleston', cmsFacilityId: null });
    expect(
      await t.deps.db
        .select({ name: facilityLegal.entityLegalName, type: facilityLegal.businessType })
        .from(facilityLegal)
        .where(eq(facilityLegal.facilityId, harbor.id)),
    ).toEqual([{ name: 'Harbor Point Nursing LLC', type: 'LLC' }]);
    expect((await t.deps.db.select().from(employerTaxSettings).where(eq(employerTaxSettings.facilityId, harbor.id)))[0]?.ein).toBe(
      '59-1234567',
    );
    const roles = await t.deps.db
      .select({ userId: memberships.userId, role: memberships.role })
      .from(memberships)
      .where(eq(memberships.facilityId, harbor.id));
    expect(roles.map((r) => r.role).sort()).toEqual(['ADMIN', 'OWNER']);
    const [invitation] = await mails('ada@harbor.example');
    expect(invitation!.subject).toBe(productMessages.inviteNewSubject('Harbor Point Nursing'));
    expect(invitation!.text).toContain('an administrator');

    // The same key replays the answer; a new Finish is refused: the setup is done.
    expect(
      (await t.call(finishSetupContract, { headers: { ...owner, 'idempotency-key': 'finish-1' } })).headers['idempotent-replayed'],
    ).toBe('true');
    expect(refused(await t.call(finishSetupContract, { headers: { ...owner, 'idempotency-key': 'finish-2' } }), 409)).toEqual([
      productMessages.setupCompleted,
    ]);
    expect(refused(await add(owner, facility()), 409)).toEqual([productMessages.setupCompleted]);

    // Signing in now lands in the facilities.
    const login = await t.login('wizard@harbor.example', PASSWORD);
    expect(login.facilities.map((f) => f.name)).toEqual(['Bayside Rehab', 'Harbor Point Nursing']);
    expect(login.role).toBe('OWNER');
  });

  it('lists what each facility still needs: the bank account, the legal documents, and the invited admins’ second factors', async () => {
    const checklist = dataOf(await t.call(setupChecklistContract, { headers: owner }));
    expect(checklist.complete).toBe(false);
    expect(checklist.facilities.map((f) => f.facility_name)).toEqual(['Bayside Rehab', 'Harbor Point Nursing']);
    for (const f of checklist.facilities) {
      expect(Object.fromEntries(f.items.map((i) => [i.key, i.done]))).toEqual({
        entity_details: true,
        tax_setup: true,
        bank_account: false,
        legal_documents: false,
        admins_invited: true,
        // The owner holds one; the administrators invited have not signed in to enrol theirs.
        second_factor: false,
      });
    }
  });
});

describe('the checklist of the demo', () => {
  it("shows the owner Sunrise's missing EIN and Maple's rejected AOI, unverified account and missing admin; nothing to a non-owner", async () => {
    const owner = bearer((await t.login(demoUsers.owner)).token);
    const { facilities: list } = dataOf(await t.call(setupChecklistContract, { headers: owner }));
    const byName = Object.fromEntries(list.map((f) => [f.facility_name, Object.fromEntries(f.items.map((i) => [i.key, i.done]))]));
    expect(byName['Sunrise Care Center']).toEqual({
      entity_details: true,
      tax_setup: false,
      bank_account: true,
      legal_documents: true,
      admins_invited: true,
      second_factor: true,
    });
    expect(byName['Maple Grove Nursing Home']).toEqual({
      entity_details: true,
      tax_setup: false,
      bank_account: false,
      legal_documents: false,
      admins_invited: false,
      second_factor: true,
    });
    expect(dataOf(await t.call(setupChecklistContract, { headers: s.admin }))).toEqual({ complete: true, facilities: [] });
  });
});
