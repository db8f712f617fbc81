import { useEffect, useRef, useState, type FormEvent } from 'react';
import { kioskMessages } from '@careroster/shared/messages-kiosk';
import { publicSpecMessages } from '@careroster/shared/messages-public';
import { EMPLOYEE_NUMBER_MAX_DIGITS, isEmployeeNumber, isKioskPasscode, KIOSK_PASSCODE_LENGTH } from '@careroster/shared/timekeeping/kiosk';
import { TIMEKEEPING_REASON_MAX_LENGTH, type PunchKind } from '@careroster/shared/timekeeping/values';
import { Alert, TextField } from '../../../../public-shell/fields';
import { PublicApiError } from '../../../../public-shell/http';
import { Card } from '../../../../public-shell/public-frame';
import { captureJpeg, closeCamera, openCamera } from '../../time-clock/lib/camera';
import { punchOnKiosk, type KioskHome } from '../api/kiosk';

const verb = (kind: PunchKind) => (kind === 'IN' ? kioskMessages.kioskClockIn : kioskMessages.kioskClockOut);

/** The punch's time in the facility's zone, as the spec shows times (hh:mm A; ICU's own output may put a narrow space before AM). */
export function timeIn(iso: string, zone: string): string {
  const parts = new Intl.DateTimeFormat('en-US', { timeZone: zone, hour: '2-digit', minute: '2-digit', hour12: true }).formatToParts(
    new Date(iso),
  );
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('hour')}:${part('minute')} ${part('dayPeriod').toUpperCase()}`;
}

type Props = { secret: string; home: KioskHome; onLost: () => void };

/**
 * The kiosk's two steps: her employee number and passcode with Clock in or Clock out, then the
 * camera's preview and the punch (the frame is taken when she presses it). The passcode lives in
 * this component's state only until the punch is answered.
 */
export function PunchPanel({ secret, home, onLost }: Props) {
  const [employeeNumber, setEmployeeNumber] = useState('');
  const [passcode, setPasscode] = useState('');
  const [kind, setKind] = useState<PunchKind | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);

  const start = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null;
    const chosen: PunchKind = submitter?.value === 'OUT' ? 'OUT' : 'IN';
    if (!isEmployeeNumber(employeeNumber.trim()) || !isKioskPasscode(passcode)) {
      setProblem(kioskMessages.kioskCredentialsShape);
      return;
    }
    setProblem(null);
    setDone(null);
    setKind(chosen);
  };

  const finish = (outcome: { done: string } | { problem: string }) => {
    setKind(null);
    setPasscode('');
    if ('done' in outcome) {
      setEmployeeNumber('');
      setDone(outcome.done);
    } else setProblem(outcome.problem);
  };

  const typing = () => {
    setDone(null);
    setProblem(null);
  };

  return (
    <Card title={kioskMessages.kioskTitle}>
      <div className="pub-stack">
        <p className="pub-text">
          {home.facility_name}, {home.device_location}
        </p>
        <div role="status" aria-live="polite">
          {done && <div className="pub-alert pub-alert-success">{done}</div>}
        </div>
        {problem && <Alert tone="error">{problem}</Alert>}
        {kind ? (
          <PhotoStep
            kind={kind}
            onCancel={() => {
              setKind(null);
              setPasscode('');
            }}
            punch={async (photo, reason) => {
              try {
                const answer = await punchOnKiosk(secret, { employeeNumber: employeeNumber.trim(), passcode, kind, reason, photo });
                finish({
                  done: kioskMessages.kioskDone(
                    answer.first_name,
                    answer.kind,
                    timeIn(answer.punched_at, home.iana_zone),
                    answer.shift_title,
                  ),
                });
                return null;
              } catch (error) {
                if (error instanceof PublicApiError && error.status === 401) {
                  onLost();
                  return null;
                }
                const message = error instanceof PublicApiError ? error.message : publicSpecMessages.somethingWentWrong;
                // The server flags a punch without a photo: she stays on the photo step and says why.
                if (error instanceof PublicApiError && error.status === 422 && message === kioskMessages.timeClockReasonRequired)
                  return message;
                finish({ problem: message });
                return null;
              }
            }}
          />
        ) : (
          <form className="pub-stack" noValidate onSubmit={start}>
            <TextField
              label={kioskMessages.kioskEmployeeNumber}
              name="emp_id"
              inputMode="numeric"
              autoComplete="off"
              maxLength={EMPLOYEE_NUMBER_MAX_DIGITS}
              value={employeeNumber}
              onChange={(e) => {
                typing();
                setEmployeeNumber(e.currentTarget.value.replace(/\D/g, ''));
              }}
              required
            />
            <TextField
              label={kioskMessages.kioskPasscode}
              name="passcode"
              type="password"
              inputMode="numeric"
              autoComplete="off"
              maxLength={KIOSK_PASSCODE_LENGTH}
              value={passcode}
              onChange={(e) => {
                typing();
                setPasscode(e.currentTarget.value.replace(/\D/g, ''));
              }}
              required
            />
            <div className="pub-kiosk-actions">
              <button type="submit" name="kind" value="IN" className="pub-button">
                {kioskMessages.kioskClockIn}
              </button>
              <button type="submit" name="kind" value="OUT" className="pub-button pub-kiosk-secondary">
                {kioskMessages.kioskClockOut}
              </button>
            </div>
          </form>
        )}
      </div>
    </Card>
  );
}

type PhotoStepProps = {
  kind: PunchKind;
  onCancel: () => void;
  /** Sends the punch; answers a message when the nurse must give a reason, null when the step is over. */
  punch: (photo: Blob | null, reason: string) => Promise<string | null>;
};

function PhotoStep({ kind, onCancel, punch }: PhotoStepProps) {
  const video = useRef<HTMLVideoElement>(null);
  const [stream, setStream] = useState<MediaStream | null | 'opening'>('opening');
  const [reason, setReason] = useState('');
  const [askReason, setAskReason] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    let live = true;
    let opened: MediaStream | null = null;
    void openCamera().then((s) => {
      opened = s;
      if (live) setStream(s);
      else closeCamera(s);
    });
    return () => {
      live = false;
      closeCamera(opened);
    };
  }, []);

  useEffect(() => {
    const element = video.current;
    if (!element || !stream || stream === 'opening') return;
    element.srcObject = stream;
    void element.play().catch(() => undefined);
  }, [stream]);

  const cameraMissing = stream === null;
  const needsReason = cameraMissing || askReason !== null;

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (needsReason && !reason.trim()) {
      setAskReason(kioskMessages.timeClockReasonRequired);
      return;
    }
    setBusy(true);
    const photo = video.current && stream && stream !== 'opening' ? await captureJpeg(video.current) : null;
    const ask = await punch(photo, reason);
    if (ask) {
      setAskReason(ask);
      setBusy(false);
    }
  };

  return (
    <form className="pub-stack" noValidate onSubmit={(event) => void submit(event)}>
      {stream === 'opening' && <p className="pub-text">{kioskMessages.kioskOpeningCamera}</p>}
      {cameraMissing ? (
        <Alert tone="error">{kioskMessages.kioskCameraUnavailable}</Alert>
      ) : (
        stream !== 'opening' && (
          <>
            <p className="pub-text">{kioskMessages.kioskPhotoStep(kind)}</p>
            <video ref={video} autoPlay playsInline muted aria-label={kioskMessages.kioskCameraPreview} className="pub-kiosk-video" />
          </>
        )
      )}
      {needsReason && (
        <TextField
          label={kioskMessages.kioskReason}
          name="reason"
          value={reason}
          maxLength={TIMEKEEPING_REASON_MAX_LENGTH}
          onChange={(e) => setReason(e.currentTarget.value)}
          aria-describedby="kiosk-reason-hint"
          error={askReason ?? undefined}
          required
        />
      )}
      {needsReason && (
        <p className="pub-kiosk-dimmed" id="kiosk-reason-hint">
          {kioskMessages.kioskReasonHint}
        </p>
      )}
      <div className="pub-kiosk-actions">
        <button type="submit" className="pub-button" disabled={busy || stream === 'opening'} data-loading={busy || undefined}>
          <span className="pub-button-label">{verb(kind)}</span>
        </button>
        <button type="button" className="pub-button pub-kiosk-secondary" onClick={onCancel} disabled={busy}>
          {kioskMessages.kioskCancel}
        </button>
      </div>
    </form>
  );
}
