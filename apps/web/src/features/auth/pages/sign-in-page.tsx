import { useEffect, useState, type FormEvent } from 'react';
import type { LoginAnswer, MfaChallengeAnswer } from '@careroster/shared/api/auth/login';
import { publicProductMessages, publicSpecMessages } from '@careroster/shared/messages-public';
import { ssoMessages } from '@careroster/shared/messages-sso';
import { paths } from '@careroster/shared/paths';
import { emailProblem, normalEmail } from '@careroster/shared/validation/credentials';
import { readFrom } from '../../../app/redirect-state';
import { Alert, PasswordField, SubmitButton, TextField, textOf } from '../../../public-shell/fields';
import { locationState, navigate } from '../../../public-shell/history';
import { PublicApiError } from '../../../public-shell/http';
import { Link } from '../../../public-shell/link';
import { Card, PublicFrame } from '../../../public-shell/public-frame';
import { useAppStore } from '../../../store/app-store';
import { login } from '../api/credentials';
import { useFinishSignIn } from './finish-sign-in';
import { SecondStep } from './second-step';

type Problems = { email?: string | undefined; password?: string | undefined };

export function SignInPage() {
  const isAuthenticated = useAppStore((state) => state.auth.isAuthenticated);
  const [from] = useState(() => readFrom(locationState()));
  const finish = useFinishSignIn(from);
  const [problems, setProblems] = useState<Problems>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const [challenge, setChallenge] = useState<MfaChallengeAnswer | null>(null);

  // Already signed in (another tab, or back to this page): on to where sign-in would lead.
  const [signedInBefore] = useState(isAuthenticated);
  useEffect(() => {
    if (signedInBefore) navigate(from ?? paths.dashboard, { replace: true });
  }, [signedInBefore, from]);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const email = textOf(event.currentTarget, 'email');
    const password = textOf(event.currentTarget, 'password');
    // loginBody's rules: a valid email, and a password that is not empty.
    const found: Problems = { email: emailProblem(email), password: password ? undefined : publicProductMessages.required('Password') };
    setProblems(found);
    if (found.email || found.password) return;
    setPending(true);
    setFailure(null);
    let answer: LoginAnswer;
    try {
      answer = await login({ email: normalEmail(email), password });
    } catch (error) {
      setFailure(error instanceof PublicApiError ? error.message : publicSpecMessages.somethingWentWrong);
      setPending(false);
      return;
    }
    if ('mfa_required' in answer) {
      setChallenge(answer);
      setPending(false);
      return;
    }
    finish(answer);
  };

  if (challenge) return <SecondStep challenge={challenge} onSignedIn={finish} />;

  return (
    <PublicFrame>
      <Card title="Sign in">
        <form onSubmit={(event) => void onSubmit(event)} noValidate className="pub-stack">
          {failure && <Alert tone="error">{failure}</Alert>}
          <TextField label="Email" name="email" type="email" autoComplete="username" required error={problems.email} />
          <PasswordField label="Password" name="password" autoComplete="current-password" required error={problems.password} />
          <SubmitButton busy={pending}>Sign in</SubmitButton>
          <Link to={paths.resetPassword} className="pub-link">
            Forgot your password?
          </Link>
          <Link to={paths.signUp} className="pub-link">
            {publicProductMessages.signUpLink}
          </Link>
          <Link to={paths.ssoSignIn} className="pub-link">
            {ssoMessages.ssoSignInLink}
          </Link>
        </form>
      </Card>
    </PublicFrame>
  );
}
