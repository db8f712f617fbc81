import { Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import type { EmployeeSearchRow } from '@careroster/shared/api/employees/employee-search';
import { conversationTitle } from '@careroster/shared/api/messages/conversation';
import { productMessages } from '@careroster/shared/messages';
import { CONVERSATION_TITLE_MAX_LENGTH } from '@careroster/shared/messaging/values';
import { charCount } from '../../../components/char-count';
import { GenericModal } from '../../../components/generic-modal';
import { useOpenConversation } from '../hooks/use-open-conversation';
import { employeePickerSlot } from '../../slots';

const fullName = (row: EmployeeSearchRow) => `${row.first_name} ${row.last_name}`;

/**
 * "New conversation": the facility's employee search picks the nurses; one nurse opens (or finds)
 * the conversation with her at once, several ask for an optional title first.
 */
export function NewConversationDialog({ onClose }: { onClose: () => void }) {
  const [open, pending] = useOpenConversation({ onOpened: onClose });
  const [group, setGroup] = useState<EmployeeSearchRow[] | null>(null);
  const [title, setTitle] = useState('');
  const checked = conversationTitle.safeParse(title);
  const titleError = checked.success ? null : (checked.error.issues[0]?.message ?? null);

  const start = (employees: EmployeeSearchRow[], groupTitle?: string) =>
    open({ employee_ids: employees.map((e) => e.id), ...(groupTitle ? { title: groupTitle } : {}) });

  if (group === null) {
    return (
      <employeePickerSlot.Render
        opened
        onClose={onClose}
        title={productMessages.conversationNew}
        onContinue={(employees) => (employees.length === 1 ? void start(employees) : setGroup(employees))}
      />
    );
  }
  return (
    <GenericModal
      opened
      onClose={onClose}
      onBack={() => setGroup(null)}
      title={productMessages.conversationNew}
      onSecondary={onClose}
      secondaryLabel="Cancel"
      onConfirm={() => {
        if (checked.success) void start(group, checked.data || undefined);
      }}
      confirmLabel={productMessages.conversationStart}
      confirmLoading={pending}
    >
      <Stack gap="sm">
        <Text size="sm">{productMessages.conversationMembers(group.map(fullName).join(', '))}</Text>
        <TextInput
          label={productMessages.conversationTitleLabel}
          description={`${productMessages.conversationTitleHint} ${charCount(title, CONVERSATION_TITLE_MAX_LENGTH)}`}
          value={title}
          error={titleError}
          data-autofocus
          onChange={(event) => setTitle(event.currentTarget.value)}
        />
      </Stack>
    </GenericModal>
  );
}
