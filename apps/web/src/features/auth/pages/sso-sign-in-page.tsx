import { useState, type FormEvent } from 'react';
import { publicSpecMessages } from '@careroster/shared/messages-public';
import { ssoMessages } from '@careroster/shared/messages-sso';
import { paths } from '@careroster/shared/paths';
import { emailProblem, normalEmail } from '@careroster/shared/validation/credentials';
import { Alert, SubmitButton, TextField, textOf } from '../../../public-shell/fields';
import { PublicApiError } from '../../../public-shell/http';
import { Link } from '../../../public-shell/link';
import { Card, PublicFrame } from '../../../public-shell/public-frame';
import { startSso } from '../api/credentials';

/** "Sign in with your organisation" (decision 081): the work email finds the provider, then the browser goes there. */
export function SsoSignInPage() {
  const [problem, setProblem] = useState<string | undefined>();
  const [failure, setFailure] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const email = textOf(event.currentTarget, 'email');
    const found = emailProblem(email);
    setProblem(found);
    if (found) return;
    setPending(true);
    setFailure(null);
    try {
      const { authorization_url } = await startSso({ email: normalEmail(email) });
      window.location.assign(authorization_url);
    } catch (error) {
      setFailure(error instanceof PublicApiError ? error.message : publicSpecMessages.somethingWentWrong);
      setPending(false);
    }
  };

  return (
    <PublicFrame>
      <Card title={ssoMessages.ssoTitle}>
        <form onSubmit={(event) => void onSubmit(event)} noValidate className="pub-stack">
          {failure && <Alert tone="error">{failure}</Alert>}
          <p>{ssoMessages.ssoHint}</p>
          <TextField label="Work email" name="email" type="email" autoComplete="username" required error={problem} />
          <SubmitButton busy={pending}>{ssoMessages.ssoContinue}</SubmitButton>
          <Link to={paths.login} className="pub-link">
            {ssoMessages.ssoBackToPassword}
          </Link>
        </form>
      </Card>
    </PublicFrame>
  );
}
