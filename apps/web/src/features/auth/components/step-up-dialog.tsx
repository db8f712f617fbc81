import type { FormEvent } from 'react';
import { Alert, Anchor, Button, Group, Loader, Stack, Text, TextInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { MfaMethod } from '@careroster/shared/auth/mfa';
import { messages, productMessages } from '@careroster/shared/messages';
import { ApiError } from '../../../api/client';
import { GenericModal } from '../../../components/generic-modal';
import { factorsQueryOptions, stepUp, stepUpOptions } from '../api/step-up';
import { useFactorProof } from './use-factor-proof';

const failureOf = (error: unknown) => (error instanceof ApiError ? error.message : messages.somethingWentWrong);

function ProofForm({ methods, onProved, onCancel }: { methods: MfaMethod[]; onProved: () => void; onCancel: () => void }) {
  const proof = useFactorProof({
    methods,
    passkeyOptions: stepUpOptions,
    prove: async (body) => {
      await stepUp(body);
      onProved();
    },
    failureOf,
  });
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const value = new FormData(event.currentTarget).get('code');
    proof.submitCode(typeof value === 'string' ? value : '');
  };
  return (
    <Stack>
      {proof.failure && (
        <Alert color="red" role="alert">
          {proof.failure}
        </Alert>
      )}
      <Text size="sm">{productMessages.stepUpRequired}</Text>
      {proof.hasPasskey && (
        <Button onClick={() => void proof.provePasskey()} loading={proof.pending}>
          {productMessages.mfaUsePasskey}
        </Button>
      )}
      {proof.showsCode && (
        <form onSubmit={onSubmit} noValidate key={proof.recovery ? 'recovery' : 'totp'}>
          <Stack gap="sm">
            <TextInput
              label={proof.codeLabel}
              name="code"
              required
              data-autofocus
              autoComplete="one-time-code"
              inputMode={proof.recovery ? 'text' : 'numeric'}
              error={proof.problem}
            />
            <Group justify="space-between">
              {proof.canSwitch ? (
                <Anchor component="button" type="button" size="sm" onClick={proof.toggleRecovery}>
                  {proof.recovery ? productMessages.mfaUseCode : productMessages.mfaUseRecovery}
                </Anchor>
              ) : (
                <span />
              )}
              <Group gap="sm">
                <Button variant="default" onClick={onCancel} disabled={proof.pending}>
                  Cancel
                </Button>
                <Button type="submit" loading={proof.pending}>
                  {productMessages.mfaVerify}
                </Button>
              </Group>
            </Group>
          </Stack>
        </form>
      )}
      {!proof.showsCode && (
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel} disabled={proof.pending}>
            Cancel
          </Button>
        </Group>
      )}
    </Stack>
  );
}

/**
 * Asks for the second factor again before a sensitive action (issue 31, decision 079): a passkey,
 * the authenticator app's code, or a recovery code, whichever the user holds. `onDone(true)` once
 * the server took the proof, `onDone(false)` when the user cancels.
 */
export function StepUpDialog({ opened, onDone }: { opened: boolean; onDone: (proved: boolean) => void }) {
  const factors = useQuery({ ...factorsQueryOptions(), enabled: opened });
  const methods: MfaMethod[] = [];
  if (factors.data?.factors.some((f) => f.kind === 'WEBAUTHN')) methods.push('webauthn');
  if (factors.data?.factors.some((f) => f.kind === 'TOTP')) methods.push('totp');
  if ((factors.data?.recovery_codes_left ?? 0) > 0) methods.push('recovery');
  return (
    <GenericModal opened={opened} onClose={() => onDone(false)} title={productMessages.stepUpTitle} size="sm">
      {factors.data ? (
        <ProofForm methods={methods} onProved={() => onDone(true)} onCancel={() => onDone(false)} />
      ) : factors.isError ? (
        <Text size="sm">{failureOf(factors.error)}</Text>
      ) : (
        <Loader size="sm" aria-label="Loading" />
      )}
    </GenericModal>
  );
}
