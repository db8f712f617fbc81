import { areas, type NavEntry, type NavItem } from '../features';

export type { NavItem };

const byOrder = (a: NavEntry, b: NavEntry) => a.order - b.order;

const item = ({ order: _order, under: _under, ...rest }: NavEntry): NavItem => rest;

/** The menu, built from the lines every area declares: top-level lines by order, each with the lines placed under its path. */
export function buildNavigation(entries: readonly NavEntry[]): readonly NavItem[] {
  return entries
    .filter((entry) => entry.under === undefined)
    .sort(byOrder)
    .map((top) => {
      const children = entries.filter((entry) => entry.under === top.path).sort(byOrder);
      return children.length > 0 ? { ...item(top), children: children.map(item) } : item(top);
    });
}

export const navigation: readonly NavItem[] = buildNavigation(areas.flatMap((area) => area.navigation ?? []));
