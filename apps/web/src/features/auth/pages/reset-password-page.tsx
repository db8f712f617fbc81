import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Anchor, Button, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { forgotPasswordBody } from '@careroster/shared/api/auth/forgot-password';
import { productMessages } from '@careroster/shared/messages';
import { paths } from '@careroster/shared/paths';
import { PublicPage } from '../../../components/public-page';
import type { ForgotPasswordBody } from '@careroster/shared/api/auth/forgot-password';
import { useForgotPassword } from '../api/forgot-password';

const resolver = zodResolver(forgotPasswordBody);

export function ResetPasswordPage() {
  const forgot = useForgotPassword();
  const form = useForm({ resolver, defaultValues: { email: '' } });

  const onSubmit = (body: ForgotPasswordBody) => forgot.mutateAsync(body).catch(() => undefined);

  return (
    <PublicPage>
      <Paper withBorder shadow="sm" p="lg" radius="md">
        <Title order={1} size="h2" mb="md">
          Reset your password
        </Title>
        {forgot.isSuccess ? (
          // Neutral on purpose: the answer must not reveal whether the address has an account.
          <Alert color="teal" variant="light" role="status">
            {productMessages.resetLinkSent}
          </Alert>
        ) : (
          <form onSubmit={(event) => void form.handleSubmit(onSubmit)(event)} noValidate>
            <Stack>
              <Text size="sm" c="dimmed">
                Enter the email address you sign in with. We will send you a link to choose a new password.
              </Text>
              <TextInput
                label="Email"
                type="email"
                autoComplete="email"
                required
                error={form.formState.errors.email?.message}
                {...form.register('email')}
              />
              <Button type="submit" loading={forgot.isPending} fullWidth>
                Send reset link
              </Button>
            </Stack>
          </form>
        )}
        <Anchor component={Link} to={paths.login} size="sm" display="block" ta="center" mt="md">
          Back to sign in
        </Anchor>
      </Paper>
    </PublicPage>
  );
}
