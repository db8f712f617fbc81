import type { Tx } from '../client';
import type { ComplianceSeed } from './demo-compliance';

/** Issue 13: filled by the bank part. */
export async function seedBank(_tx: Tx, _seed: ComplianceSeed): Promise<void> {}
