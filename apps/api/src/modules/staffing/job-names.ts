/** The release plan's escalation job (issue 15): due plans move to their next tier and new offers go out. */
export const RELEASE_ESCALATION_JOB = 'staffing.release-escalation';
