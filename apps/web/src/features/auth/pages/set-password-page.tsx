import { useState, type FormEvent } from 'react';
import { publicProductMessages } from '@careroster/shared/messages-public';
import { paths } from '@careroster/shared/paths';
import { PASSWORD_MAX, PASSWORD_MIN, passwordProblem } from '@careroster/shared/validation/credentials';
import { PasswordField, SubmitButton, textOf } from '../../../public-shell/fields';
import { navigate } from '../../../public-shell/history';
import { Card, PublicFrame } from '../../../public-shell/public-frame';
import type { PublicPageProps } from '../../../public-shell/public-page';
import { showToast } from '../../../public-shell/toasts';
import { setPassword } from '../api/credentials';

type Problems = { password?: string | undefined; confirm?: string | undefined };

export function SetPasswordPage({ params }: PublicPageProps) {
  const { uid = '', token = '' } = params;
  const [problems, setProblems] = useState<Problems>({});
  const [pending, setPending] = useState(false);

  // 400 (link invalid or expired) and 422 (too common) are toasted by the client.
  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const password = textOf(event.currentTarget, 'password');
    const confirm = textOf(event.currentTarget, 'confirm');
    // As the zod form before: the two are compared once the password itself is acceptable.
    const tooShortOrLong = passwordProblem(password);
    const found: Problems = {
      password: tooShortOrLong,
      confirm: tooShortOrLong || password === confirm ? undefined : publicProductMessages.passwordsDoNotMatch,
    };
    setProblems(found);
    if (found.password || found.confirm) return;
    setPending(true);
    const saved = await setPassword({ uid, token, password }).then(
      () => true,
      () => false,
    );
    setPending(false);
    if (!saved) return;
    showToast('success', publicProductMessages.passwordChanged);
    navigate(paths.login, { replace: true });
  };

  return (
    <PublicFrame>
      <Card title="Choose a new password">
        <form onSubmit={(event) => void onSubmit(event)} noValidate className="pub-stack">
          <p className="pub-text" id="password-rule">
            Use {PASSWORD_MIN} to {PASSWORD_MAX} characters. A few unrelated words make a strong password.
          </p>
          <PasswordField
            label="New password"
            name="password"
            autoComplete="new-password"
            required
            aria-describedby="password-rule"
            error={problems.password}
          />
          <PasswordField label="Confirm new password" name="confirm" autoComplete="new-password" required error={problems.confirm} />
          <SubmitButton busy={pending}>Save password</SubmitButton>
        </form>
      </Card>
    </PublicFrame>
  );
}
