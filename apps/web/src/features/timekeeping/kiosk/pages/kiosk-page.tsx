import '../kiosk.css';
import { useCallback, useEffect, useState } from 'react';
import type { TimeClockKiosk } from '@careroster/shared/api/timekeeping/kiosk/time-clock-kiosks';
import { kioskMessages } from '@careroster/shared/messages-kiosk';
import { publicSpecMessages } from '@careroster/shared/messages-public';
import { paths } from '@careroster/shared/paths';
import { can } from '@careroster/shared/roles';
import { Alert, SubmitButton } from '../../../../public-shell/fields';
import { navigate } from '../../../../public-shell/history';
import { PublicApiError } from '../../../../public-shell/http';
import { Card, PublicFrame } from '../../../../public-shell/public-frame';
import { useAppStore } from '../../../../store/app-store';
import { getKiosk, listKiosks, pairKiosk, signOutHere, type KioskHome } from '../api/kiosk';
import { PunchPanel } from '../components/punch-panel';
import { storedKioskSecret, storeKioskSecret } from '../lib/kiosk-store';

const messageOf = (error: unknown) => (error instanceof PublicApiError ? error.message : publicSpecMessages.somethingWentWrong);

/**
 * Public `/kiosk` (issue 27, decision 067): a registered device as the facility's shared time
 * clock. Unpaired, it asks an administrator to sign in and pair it; paired, nurses punch with
 * their employee number, passcode and a photo. A light public page (decision 060).
 */
export function KioskPage() {
  const [secret, setSecret] = useState(storedKioskSecret);
  const [notice, setNotice] = useState<{ tone: 'error' | 'success'; text: string } | null>(null);

  const lost = useCallback(() => {
    storeKioskSecret(null);
    setSecret(null);
    setNotice({ tone: 'error', text: kioskMessages.kioskDeviceInvalid });
  }, []);

  const paired = useCallback((next: string, location: string) => {
    storeKioskSecret(next);
    setSecret(next);
    setNotice({ tone: 'success', text: kioskMessages.kioskPairedSignedOut(location) });
  }, []);

  return (
    <PublicFrame>
      {notice && <Alert tone={notice.tone}>{notice.text}</Alert>}
      {secret ? <KioskClock secret={secret} onLost={lost} /> : <Pairing onPaired={paired} />}
    </PublicFrame>
  );
}

function KioskClock({ secret, onLost }: { secret: string; onLost: () => void }) {
  const [home, setHome] = useState<KioskHome | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let live = true;
    getKiosk(secret).then(
      (answer) => live && setHome(answer),
      (error: unknown) => {
        if (!live) return;
        if (error instanceof PublicApiError && error.status === 401) onLost();
        else setFailure(messageOf(error));
      },
    );
    return () => {
      live = false;
    };
  }, [secret, onLost, attempt]);

  if (failure) {
    return (
      <Card title={kioskMessages.kioskTitle}>
        <div className="pub-stack">
          <Alert tone="error">{failure}</Alert>
          <button
            type="button"
            className="pub-button"
            onClick={() => {
              setFailure(null);
              setAttempt((n) => n + 1);
            }}
          >
            {kioskMessages.kioskTryAgain}
          </button>
        </div>
      </Card>
    );
  }
  if (!home) return <div className="pub-loading" role="status" aria-label="Loading" />;
  return <PunchPanel secret={secret} home={home} onLost={onLost} />;
}

function Pairing({ onPaired }: { onPaired: (secret: string, location: string) => void }) {
  const token = useAppStore((state) => state.auth.token);
  const facilityId = useAppStore((state) => state.facility.facilityId);
  const role = useAppStore((state) => state.auth.role);
  const signedIn = token !== null && facilityId !== null;
  return (
    <Card title={kioskMessages.kioskTitle}>
      <div className="pub-stack">
        <p className="pub-text">{kioskMessages.kioskNotPaired}</p>
        {!signedIn ? (
          <button type="button" className="pub-button" onClick={() => navigate(paths.login, { state: { from: paths.timeClockKiosk } })}>
            {kioskMessages.kioskSignInToPair}
          </button>
        ) : can(role, 'devices:write') ? (
          <DeviceChoice token={token} facilityId={facilityId} onPaired={onPaired} />
        ) : (
          <Alert tone="error">{kioskMessages.kioskPairNotAllowed}</Alert>
        )}
      </div>
    </Card>
  );
}

function DeviceChoice({
  token,
  facilityId,
  onPaired,
}: {
  token: string;
  facilityId: string;
  onPaired: (secret: string, location: string) => void;
}) {
  const [devices, setDevices] = useState<TimeClockKiosk[] | null>(null);
  const [chosen, setChosen] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  useEffect(() => {
    let live = true;
    listKiosks(token, facilityId).then(
      (answer) => {
        if (!live) return;
        setDevices(answer.results);
        setChosen((answer.results.find((d) => !d.pairing) ?? answer.results[0])?.device_id ?? null);
      },
      (error: unknown) => {
        if (!live) return;
        // A session that ended meanwhile: the page offers to sign in again.
        if (error instanceof PublicApiError && error.status === 401) useAppStore.getState().reset();
        else setFailure(messageOf(error));
      },
    );
    return () => {
      live = false;
    };
  }, [token, facilityId]);

  const pair = async () => {
    if (!chosen) return;
    setPending(true);
    setFailure(null);
    try {
      const answer = await pairKiosk(token, facilityId, chosen);
      // The administrator's session must not stay on a device every nurse uses.
      await signOutHere(token).catch(() => undefined);
      useAppStore.getState().reset();
      onPaired(answer.kiosk_secret, answer.kiosk.device_location);
    } catch (error) {
      setFailure(messageOf(error));
      setPending(false);
    }
  };

  if (failure && !devices) return <Alert tone="error">{failure}</Alert>;
  if (!devices) return <div className="pub-loading" role="status" aria-label="Loading" />;
  if (devices.length === 0) return <Alert tone="error">{kioskMessages.kioskNoDevices}</Alert>;
  return (
    <form
      className="pub-stack"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void pair();
      }}
    >
      {failure && <Alert tone="error">{failure}</Alert>}
      <fieldset className="pub-kiosk-devices">
        <legend className="pub-label">{kioskMessages.kioskChooseDevice}</legend>
        {devices.map((device) => (
          <label key={device.device_id} className="pub-kiosk-device">
            <input
              type="radio"
              name="device"
              value={device.device_id}
              checked={chosen === device.device_id}
              onChange={() => setChosen(device.device_id)}
            />
            <span>
              {device.device_location}
              <span className="pub-kiosk-dimmed">
                {' '}
                ({device.udid}){device.pairing ? `, ${kioskMessages.kioskIsTimeClock}` : ''}
              </span>
            </span>
          </label>
        ))}
      </fieldset>
      <SubmitButton busy={pending}>{kioskMessages.kioskPairButton}</SubmitButton>
    </form>
  );
}
