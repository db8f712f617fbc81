/**
 * Whether a mutation went through. Failures are already reported by the API client, so a
 * dialog only needs to know whether to close or stay open with what the user entered.
 */
export const succeeded = (promise: Promise<unknown>): Promise<boolean> =>
  promise.then(
    () => true,
    () => false,
  );
