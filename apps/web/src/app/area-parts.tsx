import type { ReactNode } from 'react';
import { areas } from '../features';

const parts = areas.flatMap((area) => area.parts ?? []);

/** Hands every area's parts to the slots of the areas below it (decision 044), around all pages. */
export function AreaParts({ children }: { children: ReactNode }) {
  return parts.reduceRight<ReactNode>((inner, part) => part.provide(inner), children);
}
