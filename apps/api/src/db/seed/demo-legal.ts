import type { Tx } from '../client';
import type { ComplianceSeed } from './demo-compliance';

/** Issue 13: filled by the legal part. */
export async function seedLegal(_tx: Tx, _seed: ComplianceSeed): Promise<void> {}
