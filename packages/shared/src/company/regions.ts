import { z } from 'zod';

/**
 * The country and state lists behind every address field (issue 31, decision 078).
 *
 * Countries: ISO 3166-1 alpha-2. Only the United States is served: payroll (Form W-4, FLSA) and
 * PBJ (42 CFR 483.70(p)) are US-only, so a facility elsewhere could not use the product; a second
 * country joins this list with its own subdivisions the day the product serves it.
 *
 * States: the ISO 3166-2:US subdivisions a mail address names, by their USPS codes (which are the
 * ISO codes' suffixes): the 50 states, the District of Columbia, and the five inhabited
 * territories. US Minor Outlying Islands (UM) is left out: it has no USPS code and no facilities.
 */
export const countries = [{ value: 'US', label: 'United States' }] as const;
export type CountryCode = (typeof countries)[number]['value'];
export const countryCodes = countries.map((c) => c.value) as [CountryCode, ...CountryCode[]];

export type UsStateKind = 'STATE' | 'DISTRICT' | 'TERRITORY';

export const usStates = [
  { value: 'AL', label: 'Alabama', kind: 'STATE' },
  { value: 'AK', label: 'Alaska', kind: 'STATE' },
  { value: 'AZ', label: 'Arizona', kind: 'STATE' },
  { value: 'AR', label: 'Arkansas', kind: 'STATE' },
  { value: 'CA', label: 'California', kind: 'STATE' },
  { value: 'CO', label: 'Colorado', kind: 'STATE' },
  { value: 'CT', label: 'Connecticut', kind: 'STATE' },
  { value: 'DE', label: 'Delaware', kind: 'STATE' },
  { value: 'FL', label: 'Florida', kind: 'STATE' },
  { value: 'GA', label: 'Georgia', kind: 'STATE' },
  { value: 'HI', label: 'Hawaii', kind: 'STATE' },
  { value: 'ID', label: 'Idaho', kind: 'STATE' },
  { value: 'IL', label: 'Illinois', kind: 'STATE' },
  { value: 'IN', label: 'Indiana', kind: 'STATE' },
  { value: 'IA', label: 'Iowa', kind: 'STATE' },
  { value: 'KS', label: 'Kansas', kind: 'STATE' },
  { value: 'KY', label: 'Kentucky', kind: 'STATE' },
  { value: 'LA', label: 'Louisiana', kind: 'STATE' },
  { value: 'ME', label: 'Maine', kind: 'STATE' },
  { value: 'MD', label: 'Maryland', kind: 'STATE' },
  { value: 'MA', label: 'Massachusetts', kind: 'STATE' },
  { value: 'MI', label: 'Michigan', kind: 'STATE' },
  { value: 'MN', label: 'Minnesota', kind: 'STATE' },
  { value: 'MS', label: 'Mississippi', kind: 'STATE' },
  { value: 'MO', label: 'Missouri', kind: 'STATE' },
  { value: 'MT', label: 'Montana', kind: 'STATE' },
  { value: 'NE', label: 'Nebraska', kind: 'STATE' },
  { value: 'NV', label: 'Nevada', kind: 'STATE' },
  { value: 'NH', label: 'New Hampshire', kind: 'STATE' },
  { value: 'NJ', label: 'New Jersey', kind: 'STATE' },
  { value: 'NM', label: 'New Mexico', kind: 'STATE' },
  { value: 'NY', label: 'New York', kind: 'STATE' },
  { value: 'NC', label: 'North Carolina', kind: 'STATE' },
  { value: 'ND', label: 'North Dakota', kind: 'STATE' },
  { value: 'OH', label: 'Ohio', kind: 'STATE' },
  { value: 'OK', label: 'Oklahoma', kind: 'STATE' },
  { value: 'OR', label: 'Oregon', kind: 'STATE' },
  { value: 'PA', label: 'Pennsylvania', kind: 'STATE' },
  { value: 'RI', label: 'Rhode Island', kind: 'STATE' },
  { value: 'SC', label: 'South Carolina', kind: 'STATE' },
  { value: 'SD', label: 'South Dakota', kind: 'STATE' },
  { value: 'TN', label: 'Tennessee', kind: 'STATE' },
  { value: 'TX', label: 'Texas', kind: 'STATE' },
  { value: 'UT', label: 'Utah', kind: 'STATE' },
  { value: 'VT', label: 'Vermont', kind: 'STATE' },
  { value: 'VA', label: 'Virginia', kind: 'STATE' },
  { value: 'WA', label: 'Washington', kind: 'STATE' },
  { value: 'WV', label: 'West Virginia', kind: 'STATE' },
  { value: 'WI', label: 'Wisconsin', kind: 'STATE' },
  { value: 'WY', label: 'Wyoming', kind: 'STATE' },
  { value: 'DC', label: 'District of Columbia', kind: 'DISTRICT' },
  { value: 'AS', label: 'American Samoa', kind: 'TERRITORY' },
  { value: 'GU', label: 'Guam', kind: 'TERRITORY' },
  { value: 'MP', label: 'Northern Mariana Islands', kind: 'TERRITORY' },
  { value: 'PR', label: 'Puerto Rico', kind: 'TERRITORY' },
  { value: 'VI', label: 'U.S. Virgin Islands', kind: 'TERRITORY' },
] as const satisfies readonly { value: string; label: string; kind: UsStateKind }[];
export type UsStateCode = (typeof usStates)[number]['value'];
export const usStateCodes = usStates.map((s) => s.value) as [UsStateCode, ...UsStateCode[]];

export const isUsStateCode = (code: string): code is UsStateCode => usStates.some((s) => s.value === code);

/**
 * A US state, DC or territory by its USPS code, as every address body takes it: the form's select
 * sends the code; a typed "fl" is read as FL, a name or an unknown code is refused with `message`.
 */
export const usStateField = (message: string) =>
  z
    .string({ error: message })
    .trim()
    .toUpperCase()
    .pipe(z.enum(usStateCodes, { error: message }));

/** The select's options: states A to Z, then DC and the territories, as a mail address lists them. */
export const usStateOptions = usStates.map((s) => ({ value: s.value, label: `${s.label} (${s.value})` }));
