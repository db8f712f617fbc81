import { Button, Tooltip } from '@mantine/core';
import { AGENCY_TOOLTIP_MAX_NAMES } from '@careroster/shared/constants';
import { messages } from '@careroster/shared/messages';

/** Spec 001 section 2: up to 5 agency names, then '+N more'. */
export const agencyTooltip = (names: readonly string[]): string => {
  const shown = names.slice(0, AGENCY_TOOLTIP_MAX_NAMES).join(', ');
  const rest = names.length - AGENCY_TOOLTIP_MAX_NAMES;
  return rest > 0 ? `${shown} +${rest} more` : shown;
};

export function AgencySummary({ names, onOpen, label }: { names: string[]; onOpen: () => void; label: string }) {
  const button = (
    <Button variant="light" size="xs" onClick={onOpen} aria-label={label}>
      {messages.agenciesSelected(names.length)}
    </Button>
  );
  return names.length > 0 ? (
    <Tooltip label={agencyTooltip(names)} multiline maw={280} withArrow events={{ hover: true, focus: true, touch: true }}>
      {button}
    </Tooltip>
  ) : (
    button
  );
}
