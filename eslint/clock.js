// Business time comes from the injected clock (issue 24, decision 047): `ctx.deps.clock.now()` in a
// service, the deps' clock in a job, a `now: Date` argument in a pure helper. A test server moves
// that clock (POST /api/test/clock); a read of the system clock would not move with it. What is not
// business time (durations for logs, rate-limit windows, back-off, queue delays, credentials kept
// with the sessions) says so beside an `eslint-disable-next-line no-restricted-syntax -- why`.

const message =
  'Business time comes from the injected clock: ctx.deps.clock.now() (a job: its deps.clock; a pure helper: a `now: Date` argument). ' +
  'Not business time? Disable this line with the reason (decision 047).';

/** The lint block that keeps the system clock out of `files`. */
export const businessClock = ({ files }) => ({
  files,
  rules: {
    'no-restricted-syntax': [
      'error',
      { selector: "NewExpression[callee.type='Identifier'][callee.name='Date'][arguments.length=0]", message },
      { selector: "MemberExpression[object.type='Identifier'][object.name='Date'][property.name='now']", message },
    ],
  },
});
