import type { SecretBox } from '../../platform/crypto/secret-box';

/** What the compliance seeds (legal record, bank accounts) need from the demo. */
export type ComplianceSeed = {
  facilities: { sunrise: string; maple: string };
  /** The facility's admin or manager, by facility id: who "uploaded" and "added". */
  staffUser: Record<string, string>;
  now: Date;
  secrets: SecretBox;
};
