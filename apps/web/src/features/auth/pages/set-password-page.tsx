import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Paper, PasswordInput, Stack, Text, Title } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { useNavigate, useParams } from 'react-router';
import { z } from 'zod';
import { productMessages } from '@careroster/shared/messages';
import { paths } from '@careroster/shared/paths';
import { PASSWORD_MAX, PASSWORD_MIN, passwordSchema } from '@careroster/shared/validation/password';
import { showToast } from '../../../api/toasts';
import { PublicPage } from '../../../components/public-page';
import { useSetPassword } from '../api/set-password';

const setPasswordForm = z.object({ password: passwordSchema, confirm: z.string() }).refine((values) => values.password === values.confirm, {
  message: productMessages.passwordsDoNotMatch,
  path: ['confirm'],
});
type SetPasswordForm = z.infer<typeof setPasswordForm>;

const resolver = zodResolver(setPasswordForm);

export function SetPasswordPage() {
  const { uid = '', token = '' } = useParams();
  const navigate = useNavigate();
  const setPassword = useSetPassword();
  const form = useForm({ resolver, defaultValues: { password: '', confirm: '' } });
  const { errors } = form.formState;

  // 400 (link invalid or expired) and 422 (too common) are toasted by the client.
  const onSubmit = async ({ password }: SetPasswordForm) => {
    const answer = await setPassword.mutateAsync({ uid, token, password }).catch(() => null);
    if (!answer) return;
    showToast('success', productMessages.passwordChanged);
    await navigate(paths.login, { replace: true });
  };

  return (
    <PublicPage>
      <Paper withBorder shadow="sm" p="lg" radius="md">
        <Title order={1} size="h2" mb="md">
          Choose a new password
        </Title>
        <form onSubmit={(event) => void form.handleSubmit(onSubmit)(event)} noValidate>
          <Stack>
            <Text size="sm" c="dimmed" id="password-rule">
              Use {PASSWORD_MIN} to {PASSWORD_MAX} characters. A few unrelated words make a strong password.
            </Text>
            <PasswordInput
              label="New password"
              autoComplete="new-password"
              required
              aria-describedby="password-rule"
              error={errors.password?.message}
              {...form.register('password')}
            />
            <PasswordInput
              label="Confirm new password"
              autoComplete="new-password"
              required
              error={errors.confirm?.message}
              {...form.register('confirm')}
            />
            <Button type="submit" loading={setPassword.isPending} fullWidth>
              Save password
            </Button>
          </Stack>
        </form>
      </Paper>
    </PublicPage>
  );
}
