/**
 * Polls until `check` returns a value other than undefined/false, or fails after `timeoutMs`.
 * The timeout catches a hang; it is not a budget the test asserts.
 */
export async function waitFor<T>(
  label: string,
  check: () => Promise<T | undefined | false>,
  timeoutMs = 150_000,
  everyMs = 250,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value !== undefined && value !== false) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${label}`);
    await new Promise((r) => setTimeout(r, everyMs));
  }
}
