import type { TimezoneCode } from '@careroster/shared/lookups';

type UnitPlan = { name: string; subunits: readonly string[] };

/** What the seed needs to know about a demo facility beyond its `facilities` row. */
export type DemoFacility = {
  id: string;
  name: string;
  timezone: TimezoneCode;
  /** Area codes of the facility's region, for its nurses' phone numbers. */
  areaCodes: readonly string[];
  beds: number;
  floors: readonly { name: string; units: readonly UnitPlan[] }[];
  /** Indexes into the demo agency list. */
  favoriteAgencies: readonly [number, number];
  paychexOrgId: string;
  staffingContact: { name: string; email: string };
};

export const sunrisePlan = {
  name: 'Sunrise Care Center',
  timezone: 'EST',
  areaCodes: ['813', '727', '941'],
  beds: 120,
  floors: [
    {
      name: 'First Floor',
      units: [
        { name: 'Palm Unit', subunits: ['Palm A', 'Palm B'] },
        { name: 'Rehab Gym', subunits: [] },
      ],
    },
    { name: 'Second Floor', units: [{ name: 'Magnolia Unit', subunits: ['Magnolia East', 'Magnolia West'] }] },
    { name: 'Third Floor', units: [{ name: 'Memory Care', subunits: ['Cypress', 'Willow'] }] },
  ],
  favoriteAgencies: [0, 3],
  paychexOrgId: '70492231',
  staffingContact: { name: 'Renee Castillo', email: 'staffing@sunrise.example' },
} as const satisfies Omit<DemoFacility, 'id'>;

export const maplePlan = {
  name: 'Maple Grove Nursing Home',
  timezone: 'CST',
  areaCodes: ['217', '309', '618'],
  beds: 96,
  floors: [
    { name: 'Ground Floor', units: [{ name: 'Oak Unit', subunits: ['Oak North', 'Oak South'] }] },
    {
      name: 'Second Floor',
      units: [
        { name: 'Birch Unit', subunits: [] },
        { name: 'Memory Care', subunits: ['Aspen'] },
      ],
    },
  ],
  favoriteAgencies: [1, 4],
  paychexOrgId: '70513308',
  staffingContact: { name: 'Dwayne Hollis', email: 'staffing@maple.example' },
} as const satisfies Omit<DemoFacility, 'id'>;
