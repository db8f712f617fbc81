import { Alert, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useEffect, useState } from 'react';
import { MOBILE_CODE_LENGTH } from '@careroster/shared/constants';
import { productMessages } from '@careroster/shared/messages';
import { isValidPhone } from '@careroster/shared/validation/phone';
import { useSendMobileCode, useValidateMobileCode } from '../api/people';

/** Seconds left until `iso`, ticking once a second while above zero. */
function useSecondsUntil(iso: string | null): number {
  const left = () => (iso ? Math.max(0, Math.ceil((new Date(iso).getTime() - Date.now()) / 1000)) : 0);
  const [seconds, setSeconds] = useState(left);
  useEffect(() => {
    const tick = () => setSeconds(iso ? Math.max(0, Math.ceil((new Date(iso).getTime() - Date.now()) / 1000)) : 0);
    tick();
    if (!iso) return undefined;
    const timer = window.setInterval(tick, 1000);
    return () => window.clearInterval(timer);
  }, [iso]);
  return seconds;
}

/**
 * Send code, Verify code and Resend (with its cool-down) for the mobile typed above it (decision
 * 063). Mount it with `key={mobile}`: another number starts again. Tells the form the verification
 * id once the code is right; the server holds every limit, this only shows them.
 */
export function MobileVerification({ mobile, onVerified }: { mobile: string; onVerified: (verificationId: string) => void }) {
  const send = useSendMobileCode();
  const check = useValidateMobileCode();
  const [code, setCode] = useState('');
  const sent = send.data;
  const wait = useSecondsUntil(sent?.resend_at ?? null);
  const verified = check.data;

  if (verified) return <Alert color="teal" role="status" title={productMessages.mobileVerified} />;
  const askCode = () => void send.mutateAsync({ mobile }).catch(() => undefined);
  const verify = () => {
    if (!sent) return;
    void check
      .mutateAsync({ verificationId: sent.verification_id, code })
      .then((answer) => onVerified(answer.verification_id))
      .catch(() => undefined);
  };

  if (!sent) {
    return (
      <Group gap="xs">
        <Button variant="light" onClick={askCode} loading={send.isPending} disabled={!isValidPhone(mobile)}>
          {productMessages.sendCode}
        </Button>
      </Group>
    );
  }
  return (
    <Stack gap="xs">
      <Text size="sm" role="status">
        {sent.message}
      </Text>
      <Group gap="xs" align="flex-end">
        <TextInput
          label={productMessages.codeLabel}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={MOBILE_CODE_LENGTH}
          value={code}
          onChange={(event) => setCode(event.currentTarget.value.replace(/\D/g, ''))}
          w={140}
        />
        <Button onClick={verify} loading={check.isPending} disabled={code.length !== MOBILE_CODE_LENGTH}>
          {productMessages.verifyCode}
        </Button>
        <Button variant="default" onClick={askCode} loading={send.isPending} disabled={wait > 0 || sent.sends_left <= 0}>
          {wait > 0 ? productMessages.resendCodeIn(wait) : productMessages.resendCode}
        </Button>
      </Group>
    </Stack>
  );
}
