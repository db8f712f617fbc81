/** DESIGN.md's areas; each builds its own pages in src/features/<area>. */
export type Area = 'auth' | 'facility' | 'shifts' | 'employees' | 'timekeeping' | 'money' | 'notifications' | 'video';

export interface PlaceholderRoute {
  path: string;
  title: string;
  area: Area;
}

/** Pages inside the signed-in shell that their area has not built yet. Remove a row when it lands. */
export const shellPlaceholders: readonly PlaceholderRoute[] = [
];
