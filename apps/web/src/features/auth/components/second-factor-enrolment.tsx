import { useState } from 'react';
import { Alert, Button, Code, Group, Image, List, Stack, Text, TextInput, Title } from '@mantine/core';
import { productMessages } from '@careroster/shared/messages';
import { toDataURL } from 'qrcode';
import { ApiError } from '../../../api/client';
import { useAddPasskey, useConfirmTotp, useStartTotp } from '../api/factors';

type Totp = { factor_id: string; secret: string; uri: string; qr: string };

/**
 * Setting up a second factor (issue 31, decision 079): a passkey, or an authenticator app by its
 * QR code or typed secret; then the recovery codes, shown once. Used by the forced enrolment page
 * and by the company's first-run setup.
 */
export function SecondFactorEnrolment({ onDone }: { onDone: () => void }) {
  const addPasskey = useAddPasskey();
  const startTotp = useStartTotp();
  const confirmTotp = useConfirmTotp();
  const [totp, setTotp] = useState<Totp | null>(null);
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);

  const added = (answer: { recovery_codes: string[] | null }) => (answer.recovery_codes ? setCodes(answer.recovery_codes) : onDone());

  if (codes) {
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
          <Button variant="default" onClick={() => void navigator.clipboard?.writeText(codes.join('\n'))}>
            {productMessages.recoveryCopy}
          </Button>
          <Button onClick={onDone}>{productMessages.recoveryContinue}</Button>
        </Group>
      </Stack>
    );
  }

  const beginTotp = async () => {
    const started = await startTotp.mutateAsync();
    setTotp({ ...started, qr: await toDataURL(started.uri) });
  };
  const submitCode = async () => {
    if (!totp) return;
    setCodeError(null);
    try {
      added(await confirmTotp.mutateAsync({ factor_id: totp.factor_id, code: code.trim(), name: productMessages.enrolAppName }));
    } catch (error) {
      setCodeError(error instanceof ApiError ? error.message : productMessages.mfaCodeInvalid);
    }
  };

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
        <Button variant="default" onClick={() => void beginTotp()} loading={startTotp.isPending}>
          {productMessages.enrolApp}
        </Button>
      ) : (
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
      )}
    </Stack>
  );
}
