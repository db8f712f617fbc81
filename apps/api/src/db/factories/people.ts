import type { Random } from '../seed/random';

// Common US given names and surnames (SSA and Census lists), mixed across generations.
const firstNames = [
  'James',
  'Mary',
  'Robert',
  'Patricia',
  'John',
  'Jennifer',
  'Michael',
  'Linda',
  'David',
  'Elizabeth',
  'William',
  'Barbara',
  'Richard',
  'Susan',
  'Joseph',
  'Jessica',
  'Thomas',
  'Sarah',
  'Christopher',
  'Karen',
  'Charles',
  'Lisa',
  'Daniel',
  'Nancy',
  'Matthew',
  'Betty',
  'Anthony',
  'Sandra',
  'Mark',
  'Ashley',
  'Donald',
  'Kimberly',
  'Steven',
  'Emily',
  'Andrew',
  'Donna',
  'Joshua',
  'Michelle',
  'Kevin',
  'Carol',
  'Brian',
  'Amanda',
  'Jasmine',
  'Melissa',
  'Tyrone',
  'Deborah',
  'Luis',
  'Stephanie',
  'Carlos',
  'Rebecca',
  'Marcus',
  'Laura',
  'Jamal',
  'Angela',
  'Diego',
  'Shirley',
  'Kenji',
  'Maria',
  'Priya',
  'Latoya',
  'Aaliyah',
  'Rosa',
  'Tiffany',
  'Brandon',
  'Crystal',
  'Guadalupe',
  'Vanessa',
  'Imani',
  'Grace',
  'Hannah',
] as const;

/** Common US surnames, most frequent first (the bench's large seed takes the first 50). */
export const lastNames = [
  'Smith',
  'Johnson',
  'Williams',
  'Brown',
  'Jones',
  'Garcia',
  'Miller',
  'Davis',
  'Rodriguez',
  'Martinez',
  'Hernandez',
  'Lopez',
  'Gonzalez',
  'Wilson',
  'Anderson',
  'Thomas',
  'Taylor',
  'Moore',
  'Jackson',
  'Martin',
  'Lee',
  'Perez',
  'Thompson',
  'White',
  'Harris',
  'Sanchez',
  'Clark',
  'Ramirez',
  'Lewis',
  'Robinson',
  'Walker',
  'Young',
  'Allen',
  'King',
  'Wright',
  'Scott',
  'Torres',
  'Nguyen',
  'Hill',
  'Flores',
  'Green',
  'Adams',
  'Nelson',
  'Baker',
  'Hall',
  'Rivera',
  'Campbell',
  'Mitchell',
  'Carter',
  'Roberts',
  'Patel',
  'Washington',
  'Kim',
  'Brooks',
  'Coleman',
  'Jenkins',
  'Okafor',
  'Sullivan',
  'Reyes',
  'Murphy',
] as const;

export const randomFirstName = (rnd: Random) => rnd.pick(firstNames);
export const randomLastName = (rnd: Random) => rnd.pick(lastNames);

/**
 * Ten-digit US numbers in 555-0100..0199, the range reserved for fiction, so demo data can
 * never text a real person. Each area code yields 100 numbers; they are handed out in turn.
 */
export function fictionalPhoneBook(areaCodes: readonly string[]) {
  let n = 0;
  return () => {
    const area = areaCodes[n % areaCodes.length]!;
    const line = 100 + Math.floor(n / areaCodes.length);
    if (line > 199) throw new Error('fictional phone range exhausted');
    n += 1;
    return `${area}555${String(line).padStart(4, '0')}`;
  };
}

// Outside the 01xx lines, so factory defaults in tests never collide with the seeded numbers.
export const randomMobile = (rnd: Random, areaCodes: readonly string[] = ['312', '813', '217', '727']) =>
  `${rnd.pick(areaCodes)}555${rnd.int(2000, 9999)}`;

/** +1(XXX) XXX-XXXX, the spec's contact phone mask. */
export const formatUsPhone = (digits: string) => `+1(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}`;

const slug = (s: string) => s.toLowerCase().replace(/[^a-z]/g, '');

/** An address at a reserved example domain (RFC 2606). */
export const exampleEmail = (first: string, last: string, tag: string | number) => `${slug(first)}.${slug(last)}${tag}@example.com`;
