import { useState, type FormEvent } from 'react';
import { publicProductMessages } from '@careroster/shared/messages-public';
import { paths } from '@careroster/shared/paths';
import { emailProblem, normalEmail } from '@careroster/shared/validation/credentials';
import { Alert, SubmitButton, TextField, textOf } from '../../../public-shell/fields';
import { Link } from '../../../public-shell/link';
import { Card, PublicFrame } from '../../../public-shell/public-frame';
import { signUp } from '../api/credentials';

type Problems = {
  first_name?: string | undefined;
  last_name?: string | undefined;
  email?: string | undefined;
  company_name?: string | undefined;
};

const within = (value: string, max: number, message: string) => (value.trim() && value.trim().length <= max ? undefined : message);

/** A new owner's sign-up (issue 31, decision 080): the same answer whatever the address; the mail says what comes next. */
export function SignUpPage() {
  const [problems, setProblems] = useState<Problems>({});
  const [pending, setPending] = useState(false);
  const [sent, setSent] = useState(false);

  // A refused call has been toasted by the client; the form stays for another try.
  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const body = {
      first_name: textOf(form, 'first_name'),
      last_name: textOf(form, 'last_name'),
      email: textOf(form, 'email'),
      company_name: textOf(form, 'company_name'),
    };
    // signUpBody's rules, checked again by the server.
    const found: Problems = {
      first_name: within(body.first_name, 100, publicProductMessages.signUpNameInvalid('first name')),
      last_name: within(body.last_name, 100, publicProductMessages.signUpNameInvalid('last name')),
      email: emailProblem(body.email),
      company_name: within(body.company_name, 120, publicProductMessages.signUpCompanyInvalid),
    };
    setProblems(found);
    if (Object.values(found).some(Boolean)) return;
    setPending(true);
    const done = await signUp({ ...body, email: normalEmail(body.email) }).then(
      () => true,
      () => false,
    );
    setPending(false);
    setSent(done);
  };

  return (
    <PublicFrame>
      <Card title={publicProductMessages.signUpTitle}>
        {sent ? (
          // Neutral on purpose: the answer must not reveal whether the address has an account.
          <Alert tone="success">{publicProductMessages.signUpSent}</Alert>
        ) : (
          <form onSubmit={(event) => void onSubmit(event)} noValidate className="pub-stack">
            <p className="pub-text">{publicProductMessages.signUpIntro}</p>
            <TextField label="First name" name="first_name" autoComplete="given-name" required error={problems.first_name} />
            <TextField label="Last name" name="last_name" autoComplete="family-name" required error={problems.last_name} />
            <TextField label="Email" name="email" type="email" autoComplete="email" required error={problems.email} />
            <TextField label="Company name" name="company_name" autoComplete="organization" required error={problems.company_name} />
            <SubmitButton busy={pending}>Sign up</SubmitButton>
          </form>
        )}
        <Link to={paths.login} className="pub-link pub-link-block">
          {publicProductMessages.signInLink}
        </Link>
      </Card>
    </PublicFrame>
  );
}
