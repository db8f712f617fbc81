import { Alert, Stack, Tabs, Text, Title } from '@mantine/core';
import { zoneAbbreviation } from '@careroster/shared/lookups';
import { useCallback, useEffect, useState } from 'react';
import { useParams } from 'react-router';
import type { TimeClockBooking } from '@careroster/shared/api/timekeeping/time-clock/get-time-clock';
import { productMessages } from '@careroster/shared/messages';
import { ApiError } from '../../../../api/client';
import { EmptyState } from '../../../../components/empty-state';
import { PageLoader } from '../../../../components/page-loader';
import { LinkRefusedPage } from '../../../../components/link-page';
import { PublicPage } from '../../../../components/public-page';
import { useMissedPunchDevice, useTimeClock, useTimeClockDevice } from '../api/time-clock';
import { forgetDevice } from '../lib/device-store';
import { BookingCard } from '../components/booking-card';
import { PtoRequestForm } from '../components/pto-request-form';
import { PunchDialog } from '../components/punch-dialog';
import { MyRosterRequests } from '../../../rostering';
import { MyBenefits } from '../../../benefits';
import { OfferNotificationsButton } from '../../../staffing';
import { DeviceMessages, MessagesTabLabel } from '../../nurse-messages/components/device-messages';

const Refused = ({ message, retry = false }: { message: string; retry?: boolean }) => (
  <LinkRefusedPage title="Time clock" message={message} onRetry={retry ? () => window.location.reload() : undefined} />
);

const holds = (booking: TimeClockBooking, missedPunchId: string | undefined) => booking.missed_punches.some((m) => m.id === missedPunchId);

function TimeClock({ device, onLost, missedPunchId }: { device: string; onLost: () => void; missedPunchId?: string }) {
  const clock = useTimeClock(device);
  const [punching, setPunching] = useState<{ booking: TimeClockBooking; kind: 'IN' | 'OUT' } | null>(null);
  const [done, setDone] = useState<string | null>(null);

  const deviceGone = clock.error instanceof ApiError && clock.error.status === 401;
  useEffect(() => {
    if (deviceGone) onLost();
  }, [deviceGone, onLost]);

  if (clock.isPending || deviceGone) return <PageLoader label="Loading your time clock" />;
  if (clock.isError) return <Refused message={clock.error.message} retry />;
  const { data } = clock;
  return (
    <PublicPage>
      <Stack gap="md">
        <div>
          <Title order={1} size="h2">
            Time clock
          </Title>
          <Text>
            Hi {data.first_name}. {data.facility_name} ({zoneAbbreviation(data.timezone)})
          </Text>
        </div>
        {/* Issue 16: her conversations with the facility live beside the clock, on the same phone. */}
        <Tabs defaultValue="clock" keepMounted={false}>
          <Tabs.List>
            <Tabs.Tab value="clock">{productMessages.timeClockTab}</Tabs.Tab>
            <Tabs.Tab value="messages">
              <MessagesTabLabel device={device} />
            </Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="clock" pt="md">
            <Stack gap="md">
              {!data.geofence && <Alert color="gray">{productMessages.timeClockNoFacilityLocation}</Alert>}
              <div role="status" aria-live="polite">
                {done && <Alert color="teal">{done}</Alert>}
              </div>
              {data.bookings.length === 0 ? (
                <EmptyState title={productMessages.timeClockNoBookings} />
              ) : (
                // The booking of the missed punch a reminder links to comes first, its form ready.
                [...data.bookings]
                  .sort((a, b) => Number(holds(b, missedPunchId)) - Number(holds(a, missedPunchId)))
                  .map((booking) => (
                    <BookingCard
                      key={booking.id}
                      device={device}
                      booking={booking}
                      zone={data.timezone}
                      focusMissedPunchId={missedPunchId}
                      onPunch={(b, kind) => {
                        setDone(null);
                        setPunching({ booking: b, kind });
                      }}
                    />
                  ))
              )}
              <PtoRequestForm device={device} />
              <MyRosterRequests device={device} />
              <MyBenefits device={device} />
              <OfferNotificationsButton device={device} />
            </Stack>
          </Tabs.Panel>
          <Tabs.Panel value="messages" pt="md">
            <DeviceMessages device={device} />
          </Tabs.Panel>
        </Tabs>
      </Stack>
      {punching && (
        <PunchDialog
          device={device}
          booking={punching.booking}
          kind={punching.kind}
          onClose={() => setPunching(null)}
          onDone={(kind) => {
            setPunching(null);
            setDone(kind === 'IN' ? productMessages.timeClockClockedIn : productMessages.timeClockClockedOut);
          }}
        />
      )}
    </PublicPage>
  );
}

/**
 * Public `/time-clock/:token`, the nurse's personal time clock (issue 12), opened from her SMS.
 * The first visit trades the link for this phone's device token; later visits find it stored.
 */
export function TimeClockPage() {
  const { token = '' } = useParams();
  const [state, lost] = useTimeClockDevice(token);
  if (state.kind === 'pending') return <PageLoader label="Opening your time clock" />;
  if (state.kind === 'refused') {
    const message =
      state.status === 401 && !state.message
        ? productMessages.timeClockDeviceInvalid
        : state.status === 401 || state.status === 409
          ? state.message
          : state.status === 400 || state.status === 422
            ? productMessages.timeClockLinkInvalid
            : state.message || productMessages.timeClockLinkInvalid;
    return <Refused message={message} retry={state.status === null || state.status >= 500} />;
  }
  return <TimeClock device={state.device} onLost={lost} />;
}

/**
 * Public `/time-clock/missed-punches/:id`, the link of a missed-punch reminder (decision 041): the
 * time clock of this phone that lists the missed punch opens with its form first. A phone without
 * it (another phone, a device the facility revoked) is told so in one sentence.
 */
export function TimeClockMissedPunchPage() {
  const { id = '' } = useParams();
  const found = useMissedPunchDevice(id);
  const [lost, setLost] = useState(false);
  const linkToken = found.kind === 'found' ? found.linkToken : null;
  const onLost = useCallback(() => {
    if (linkToken) forgetDevice(linkToken);
    setLost(true);
  }, [linkToken]);
  if (found.kind === 'pending') return <PageLoader label="Opening your time clock" />;
  if (found.kind === 'none' || lost) return <Refused message={productMessages.timeClockMissedPunchNotHere} />;
  return <TimeClock device={found.device} onLost={onLost} missedPunchId={id} />;
}
