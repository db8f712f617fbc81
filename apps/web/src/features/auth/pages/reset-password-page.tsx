import { useState, type FormEvent } from 'react';
import { publicProductMessages } from '@careroster/shared/messages-public';
import { paths } from '@careroster/shared/paths';
import { emailProblem, normalEmail } from '@careroster/shared/validation/credentials';
import { Alert, SubmitButton, TextField, textOf } from '../../../public-shell/fields';
import { Link } from '../../../public-shell/link';
import { Card, PublicFrame } from '../../../public-shell/public-frame';
import { forgotPassword } from '../api/credentials';

export function ResetPasswordPage() {
  const [problem, setProblem] = useState<string | undefined>();
  const [pending, setPending] = useState(false);
  const [sent, setSent] = useState(false);

  // A refused call has been toasted by the client; the form stays for another try.
  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const email = textOf(event.currentTarget, 'email');
    const found = emailProblem(email);
    setProblem(found);
    if (found) return;
    setPending(true);
    const done = await forgotPassword({ email: normalEmail(email) }).then(
      () => true,
      () => false,
    );
    setPending(false);
    setSent(done);
  };

  return (
    <PublicFrame>
      <Card title="Reset your password">
        {sent ? (
          // Neutral on purpose: the answer must not reveal whether the address has an account.
          <Alert tone="success">{publicProductMessages.resetLinkSent}</Alert>
        ) : (
          <form onSubmit={(event) => void onSubmit(event)} noValidate className="pub-stack">
            <p className="pub-text">Enter the email address you sign in with. We will send you a link to choose a new password.</p>
            <TextField label="Email" name="email" type="email" autoComplete="email" required error={problem} />
            <SubmitButton busy={pending}>Send reset link</SubmitButton>
          </form>
        )}
        <Link to={paths.login} className="pub-link pub-link-block">
          Back to sign in
        </Link>
      </Card>
    </PublicFrame>
  );
}
