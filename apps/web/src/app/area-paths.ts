// TODO(shared): the spec shows only inner pages of these areas; their list pages need paths in
// packages/shared/src/paths.ts. Defined here until then.
export const areaIndexPaths = {
  shifts: '/shifts',
  employees: '/employees',
  nurses: '/nurses',
  overtime: '/overtime',
} as const;
