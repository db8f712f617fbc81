import { Alert, Button, Group } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * The foot of every wizard step: what the server refused that no field shows, Back (none on the
 * first step), and the step's own action, a submit of the step's form unless `onClick` is given.
 */
export function StepActions(props: {
  refusal?: readonly string[];
  onBack?: () => void;
  onClick?: () => void;
  busy?: boolean;
  disabled?: boolean;
  children: ReactNode;
}) {
  const { refusal = [], onBack, onClick, busy, disabled, children } = props;
  return (
    <>
      {refusal.length > 0 && (
        <Alert color="red" role="alert">
          {refusal.join(' ')}
        </Alert>
      )}
      <Group justify={onBack ? 'space-between' : 'flex-start'}>
        {onBack && (
          <Button variant="default" onClick={onBack}>
            Back
          </Button>
        )}
        <Button type={onClick ? 'button' : 'submit'} onClick={onClick} loading={busy} disabled={disabled}>
          {children}
        </Button>
      </Group>
    </>
  );
}
