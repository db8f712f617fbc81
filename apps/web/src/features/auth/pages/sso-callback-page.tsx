import { useEffect, useRef, useState } from 'react';
import type { MfaChallengeAnswer } from '@careroster/shared/api/auth/login';
import { publicSpecMessages } from '@careroster/shared/messages-public';
import { ssoMessages } from '@careroster/shared/messages-sso';
import { paths } from '@careroster/shared/paths';
import { Alert } from '../../../public-shell/fields';
import { PublicApiError } from '../../../public-shell/http';
import { Link } from '../../../public-shell/link';
import { Card, PublicFrame } from '../../../public-shell/public-frame';
import { finishSso } from '../api/credentials';
import { useFinishSignIn } from './finish-sign-in';
import { SecondStep } from './second-step';

/**
 * Where the organisation's provider sends the browser back (decision 081). The provider's answer
 * (`?code=...&state=...`) goes to the server in a POST with the attempt's HttpOnly cookie, and
 * leaves the address bar at once; the login answer comes back in the body, never in an address.
 */
export function SsoCallbackPage() {
  const finish = useFinishSignIn();
  const [challenge, setChallenge] = useState<MfaChallengeAnswer | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [search] = useState(() => window.location.search);
  // The attempt finishes once: a second POST (React's development double effect) would find it spent.
  const posted = useRef(false);

  useEffect(() => {
    if (posted.current) return;
    posted.current = true;
    window.history.replaceState(window.history.state, '', window.location.pathname);
    finishSso({ search })
      // A user who holds a second factor proves it here too, unless the provider did (decision 081).
      .then((answer) => ('mfa_required' in answer ? setChallenge(answer) : finish(answer)))
      .catch((error: unknown) => setFailure(error instanceof PublicApiError ? error.message : publicSpecMessages.somethingWentWrong));
  }, [search, finish]);

  if (challenge) return <SecondStep challenge={challenge} onSignedIn={finish} />;

  return (
    <PublicFrame>
      <Card title={ssoMessages.ssoTitle}>
        <div className="pub-stack">
          {failure ? <Alert tone="error">{failure}</Alert> : <p role="status">{ssoMessages.ssoFinishing}</p>}
          {failure && (
            <Link to={paths.ssoSignIn} className="pub-link">
              {ssoMessages.ssoSignInLink}
            </Link>
          )}
        </div>
      </Card>
    </PublicFrame>
  );
}
