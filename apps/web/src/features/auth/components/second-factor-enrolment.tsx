import { useState } from 'react';
import { Alert, Button, Code, Group, Image, List, Stack, Text, TextInput, Title } from '@mantine/core';
import type { FactorAdded } from '@careroster/shared/api/auth/factors';
import { productMessages } from '@careroster/shared/messages';
import { toDataURL } from 'qrcode';
import { ApiError } from '../../../api/client';
import { saveBlob } from '../../../api/save-blob';
import { showToast } from '../../../api/toasts';
import { useAddPasskey, useConfirmTotp, useStartTotp } from '../api/factors';

/** The API client has already shown the failure. */
export const ignoreReported = () => undefined;

export type StartedTotp = { factor_id: string; secret: string; uri: string; qr: string };

/** A new TOTP secret from the server, with its QR code drawn in the browser (the secret never leaves it). */
export function useBeginTotp() {
  const startTotp = useStartTotp();
  const begin = async (): Promise<StartedTotp> => {
    const started = await startTotp.mutateAsync();
    return { ...started, qr: await toDataURL(started.uri) };
  };
  return { begin, pending: startTotp.isPending };
}

/** The authenticator app's QR code and secret, then its first code, which confirms it. */
export function TotpConfirm({ totp, onAdded }: { totp: StartedTotp; onAdded: (answer: FactorAdded) => void }) {
  const confirmTotp = useConfirmTotp();
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string | null>(null);
  const submitCode = async () => {
    setCodeError(null);
    try {
      onAdded(await confirmTotp.mutateAsync({ factor_id: totp.factor_id, code: code.trim(), name: productMessages.enrolAppName }));
    } catch (error) {
      setCodeError(error instanceof ApiError ? error.message : productMessages.mfaCodeInvalid);
    }
  };
  return (
    <Stack>
      <Text>{productMessages.enrolAppHint}</Text>
      <Image src={totp.qr} alt="QR code" w={200} h={200} />
      <Text>
        {productMessages.enrolSecret}: <Code data-testid="totp-secret">{totp.secret}</Code>
      </Text>
      <TextInput
        label={productMessages.mfaCodeLabel}
        value={code}
        onChange={(e) => setCode(e.currentTarget.value)}
        inputMode="numeric"
        autoComplete="one-time-code"
        error={codeError}
      />
      <Button onClick={() => void submitCode()} loading={confirmTotp.isPending}>
        {productMessages.enrolConfirm}
      </Button>
    </Stack>
  );
}

/** Recovery codes, shown once (when the first factor is added, or made anew): copy or download them. */
export function RecoveryCodesPanel({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const text = `${codes.join('\n')}\n`;
  const copy = async () => {
    await navigator.clipboard?.writeText(text);
    showToast('info', productMessages.recoveryCopied);
  };
  return (
    <Stack>
      <Title order={2}>{productMessages.recoveryTitle}</Title>
      <Text>{productMessages.recoveryIntro}</Text>
      <List data-testid="recovery-codes" listStyleType="none">
        {codes.map((c) => (
          <List.Item key={c}>
            <Code>{c}</Code>
          </List.Item>
        ))}
      </List>
      <Group>
        <Button variant="default" onClick={() => void copy()}>
          {productMessages.recoveryCopy}
        </Button>
        <Button variant="default" onClick={() => saveBlob(new Blob([text], { type: 'text/plain' }), productMessages.recoveryFileName)}>
          {productMessages.recoveryDownload}
        </Button>
        <Button onClick={onDone}>{productMessages.recoveryContinue}</Button>
      </Group>
    </Stack>
  );
}

/**
 * Setting up a second factor (issue 31, decision 079): a passkey, or an authenticator app by its
 * QR code or typed secret; then the recovery codes, shown once. The forced enrolment page's; the
 * Security page adds factors with the same parts.
 */
export function SecondFactorEnrolment({ onDone }: { onDone: () => void }) {
  const addPasskey = useAddPasskey();
  const beginTotp = useBeginTotp();
  const [totp, setTotp] = useState<StartedTotp | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);

  const added = (answer: FactorAdded) => (answer.recovery_codes ? setCodes(answer.recovery_codes) : onDone());

  if (codes) return <RecoveryCodesPanel codes={codes} onDone={onDone} />;

  return (
    <Stack>
      <Title order={2}>{productMessages.enrolTitle}</Title>
      <Text>{productMessages.enrolIntro}</Text>
      {addPasskey.isError && <Alert color="red">{productMessages.mfaPasskeyInvalid}</Alert>}
      <Stack gap={4}>
        <Button onClick={() => addPasskey.mutate(productMessages.enrolPasskeyName, { onSuccess: added })} loading={addPasskey.isPending}>
          {productMessages.enrolPasskey}
        </Button>
        <Text size="sm" c="dimmed">
          {productMessages.enrolPasskeyHint}
        </Text>
      </Stack>
      {!totp ? (
        <Button variant="default" onClick={() => void beginTotp.begin().then(setTotp, ignoreReported)} loading={beginTotp.pending}>
          {productMessages.enrolApp}
        </Button>
      ) : (
        <TotpConfirm totp={totp} onAdded={added} />
      )}
    </Stack>
  );
}
