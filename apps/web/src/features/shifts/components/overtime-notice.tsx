import { Alert, Text, Textarea } from '@mantine/core';
import type { OvertimeWarning } from '@careroster/shared/api/overtime/overtime';
import { productMessages } from '@careroster/shared/messages';
import { TIMEKEEPING_REASON_MAX_LENGTH } from '@careroster/shared/timekeeping/values';
import { ApiError } from '../../../api/client';
import { showToast } from '../../../api/toasts';

/**
 * A booking refused because the facility blocks overtime (issue 12): the server's 409 starts with
 * this one shared text, then names each nurse with her hours and cost. Answers those lines, or null.
 */
export function overtimeBlockOf(error: unknown): string[] | null {
  if (!(error instanceof ApiError) || error.status !== 409 || error.messages[0] !== productMessages.overtimeBlocked) return null;
  return error.messages.slice(1);
}

/** After a booking went ahead: each nurse it put into overtime, as a warning toast. */
export function warnOvertime(warnings: readonly OvertimeWarning[]): void {
  for (const warning of warnings) showToast('warn', warning.message);
}

/** The blocked booking's lines and the reason that lets it go ahead (recorded with the overtime). */
export function OvertimeReasonField({
  lines,
  reason,
  onReason,
}: {
  lines: readonly string[];
  reason: string;
  onReason: (value: string) => void;
}) {
  return (
    <>
      <Alert color="yellow" variant="light" role="alert" title={productMessages.overtimeWarningTitle}>
        <Text size="sm">{productMessages.overtimeBlocked}</Text>
        {lines.map((line) => (
          <Text key={line} size="sm">
            {line}
          </Text>
        ))}
      </Alert>
      <Textarea
        label={productMessages.overtimeReasonLabel}
        required
        rows={2}
        maxLength={TIMEKEEPING_REASON_MAX_LENGTH}
        value={reason}
        onChange={(event) => onReason(event.currentTarget.value)}
      />
    </>
  );
}
