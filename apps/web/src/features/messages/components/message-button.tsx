import { Button, type ButtonProps } from '@mantine/core';
import { productMessages } from '@careroster/shared/messages';
import { can } from '@careroster/shared/roles';
import { useAppStore } from '../../../store/app-store';
import { useOpenConversation } from '../hooks/use-open-conversation';

type Props = { employeeId: string; name: string } & Omit<ButtonProps, 'children'>;

/** "Message" beside a nurse: opens the conversation with her; hidden from roles that cannot message. */
export function MessageButton({ employeeId, name, ...button }: Props) {
  const allowed = can(
    useAppStore((state) => state.auth.role),
    'messages:send',
  );
  const [open, pending] = useOpenConversation();
  if (!allowed) return null;
  return (
    <Button
      variant="light"
      {...button}
      loading={pending}
      aria-label={productMessages.messageActionOf(name)}
      onClick={() => void open({ employee_ids: [employeeId] })}
    >
      {productMessages.messageAction}
    </Button>
  );
}
