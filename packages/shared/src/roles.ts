/**
 * Roles and the permission matrix (decision: docs/decisions/001-roles-and-tenancy.md).
 * The server enforces these; the client only uses them to hide what a role cannot do.
 */
export const roles = ['OWNER', 'ADMIN', 'MANAGER'] as const;
export type Role = (typeof roles)[number];

export const permissions = [
  'facility:read',
  'facility:update',
  'owner:hppd',
  /** The corporation's identity provider for sign-in (issue 31, decision 081): owners only. */
  'owner:sign-in',
  'legal:numbers',
  'legal:documents',
  'money:read',
  'money:move',
  'shifts:read',
  'shifts:write',
  'staff:read',
  'staff:write',
  'devices:write',
  'video:call',
  'messages:send',
  /** Timecards, missed punches, overtime, PTO: reading them ... */
  'time:read',
  /** ... and approving, disputing, correcting, sending links and deciding requests. */
  'time:write',
  /** Inviting and removing the facility's managers (issue 13). */
  'users:manage',
  /** Reading the audit log of sensitive actions. */
  'audit:read',
  /** An employee's W-4 values and W-2 documents (issue 27, decision 065): sealed, shown to admins only. */
  'records:tax',
  // issue 28, structure: setting up units, floors, departments, colours, supervisors and unit census (admins and owners).
  'structure:manage',
  // issue 30, benefits: setting up plan years and plans, their costs and eligibility (admins and owners, decision 075).
  'benefits:manage',
] as const;
export type Permission = (typeof permissions)[number];

const everything = permissions;
const managerPermissions: readonly Permission[] = [
  'facility:read',
  'legal:documents',
  'shifts:read',
  'shifts:write',
  'staff:read',
  'staff:write',
  'video:call',
  'messages:send',
  'time:read',
  'time:write',
];

export const rolePermissions: Record<Role, readonly Permission[]> = {
  OWNER: everything,
  ADMIN: everything.filter((p) => p !== 'owner:hppd' && p !== 'owner:sign-in'),
  MANAGER: managerPermissions,
};

export const can = (role: Role | null | undefined, permission: Permission): boolean =>
  role != null && rolePermissions[role].includes(permission);

/**
 * Permissions about the caller's facilities together, not the current one: the owner's corporate
 * view spans every facility they own, whichever one is open. The server checks it the same way
 * (the `owner` access kind loads the owned facilities, whatever facility the request names).
 */
const acrossFacilities: ReadonlySet<Permission> = new Set(['owner:hppd', 'owner:sign-in']);

/** Whether the caller may use what a permission guards: at the current facility, or at any of theirs for a cross-facility one. */
export const callerCan = (current: Role | null | undefined, memberships: readonly { role: Role }[], permission: Permission): boolean =>
  acrossFacilities.has(permission) ? memberships.some((m) => can(m.role, permission)) : can(current, permission);
