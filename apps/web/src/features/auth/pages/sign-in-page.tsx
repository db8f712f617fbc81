import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Anchor, Button, Paper, PasswordInput, Stack, TextInput, Title } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { Link, Navigate, useLocation, useNavigate } from 'react-router';
import { loginBody, type LoginBody } from '@careroster/shared/api/auth/login';
import { messages, productMessages } from '@careroster/shared/messages';
import { paths } from '@careroster/shared/paths';
import { ApiError } from '../../../api/client';
import { readFrom } from '../../../app/redirect-state';
import { PublicPage } from '../../../components/public-page';
import { useAppStore } from '../../../store/app-store';
import { useLogin } from '../api/login';

// loginBody carries no text for an empty password; everything else has its own message.
const resolver = zodResolver(loginBody, {
  error: (issue) => (issue.code === 'too_small' ? productMessages.required('Password') : undefined),
});

export function SignInPage() {
  const isAuthenticated = useAppStore((state) => state.auth.isAuthenticated);
  const signIn = useAppStore((state) => state.login);
  const location = useLocation();
  const navigate = useNavigate();
  const login = useLogin();
  const form = useForm({ resolver, defaultValues: { email: '', password: '' } });
  const from = readFrom(location.state);

  if (isAuthenticated && !login.isSuccess) return <Navigate to={from ?? paths.dashboard} replace />;

  const onSubmit = async (body: LoginBody) => {
    const answer = await login.mutateAsync(body).catch(() => null);
    if (!answer) return;
    signIn(answer);
    await navigate(from ?? paths.dashboard, { replace: true });
  };

  const failure = login.error instanceof ApiError ? login.error.message : login.error ? messages.somethingWentWrong : null;
  const { errors } = form.formState;

  return (
    <PublicPage>
      <Paper withBorder shadow="sm" p="lg" radius="md">
        <Title order={1} size="h2" mb="md">
          Sign in
        </Title>
        <form onSubmit={(event) => void form.handleSubmit(onSubmit)(event)} noValidate>
          <Stack>
            {failure && (
              <Alert color="red" role="alert" variant="light">
                {failure}
              </Alert>
            )}
            <TextInput
              label="Email"
              type="email"
              autoComplete="username"
              required
              error={errors.email?.message}
              {...form.register('email')}
            />
            <PasswordInput
              label="Password"
              autoComplete="current-password"
              required
              error={errors.password?.message}
              {...form.register('password')}
            />
            <Button type="submit" loading={login.isPending} fullWidth>
              Sign in
            </Button>
            <Anchor component={Link} to={paths.resetPassword} size="sm" ta="center">
              Forgot your password?
            </Anchor>
          </Stack>
        </form>
      </Paper>
    </PublicPage>
  );
}
