import { Alert, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { zoneAbbreviation } from '@careroster/shared/lookups';
import { useParams } from 'react-router';
import type { OfferView, OfferViewStatus } from '@careroster/shared/api/staffing/offers';
import { formatDate } from '@careroster/shared/format/date-time';
import { formatHourlyRate } from '@careroster/shared/format/money';
import { messages, productMessages } from '@careroster/shared/messages';
import { ApiError } from '../../../../api/client';
import { DetailRows, LinkRefusedPage, linkRefusal, useNoReferrer } from '../../../../components/link-page';
import { PageLoader } from '../../../../components/page-loader';
import { PublicPage } from '../../../../components/public-page';
import { useAnswerOffer, useOffer } from '../api/offers';

const m = productMessages;
const refusalOf = (error: unknown) => (error instanceof ApiError ? error.messages.join(' ') : messages.somethingWentWrong);

/** What the page says once the offer is no longer open, by its state. */
const closed: Record<Exclude<OfferViewStatus, 'OFFERED'>, { color: string; text: string }> = {
  ACCEPTED: { color: 'teal', text: m.offerAccepted },
  DECLINED: { color: 'gray', text: m.offerDeclined },
  FILLED: { color: 'orange', text: m.offerFilled },
  WITHDRAWN: { color: 'gray', text: m.offerWithdrawn },
  EXPIRED: { color: 'gray', text: m.offerExpired },
};

function Details({ offer }: { offer: OfferView }) {
  const { shift } = offer;
  const dates =
    shift.start_date === shift.end_date ? formatDate(shift.start_date) : `${formatDate(shift.start_date)} – ${formatDate(shift.end_date)}`;
  const rows: [string, string][] = [
    ['Facility', offer.facility_name],
    ['Position', offer.job_title],
    ['Shift', shift.title],
    ['Dates', dates],
    ['Time', `${shift.start_time} – ${shift.end_time} (${zoneAbbreviation(shift.timezone)})`],
    ...(offer.hourly_rate === null ? [] : [[m.offerPayRate, formatHourlyRate(offer.hourly_rate)] as [string, string]]),
  ];
  return <DetailRows rows={rows} labelWidth={110} />;
}

/** Public `/offers/:token`: a nurse offered an opening by a release plan accepts or declines it. */
export function OfferPage() {
  useNoReferrer();
  const { token = '' } = useParams();
  const offer = useOffer(token);
  const answer = useAnswerOffer(token);
  if (offer.isPending) return <PageLoader />;
  if (offer.isError)
    return <LinkRefusedPage title={m.offerPageTitle} {...linkRefusal(offer.error, m.offerLinkUnknown, () => void offer.refetch())} />;
  const o = offer.data;
  const state = o.status !== 'OFFERED' ? closed[o.status] : null;
  return (
    <PublicPage size="md">
      <Card withBorder padding="lg">
        <Stack gap="md">
          <Title order={1} size="h3">
            {m.offerPageTitle}
          </Title>
          <Text>Hi {o.first_name},</Text>
          <Details offer={o} />
          <div role="status" aria-live="polite">
            {state && (
              <Alert color={state.color} data-testid="offer-state">
                {state.text}
              </Alert>
            )}
          </div>
          {answer.isError && o.status === 'OFFERED' && (
            <Alert color="red" role="alert">
              {refusalOf(answer.error)}
            </Alert>
          )}
          {o.status === 'OFFERED' && (
            <Group>
              <Button
                loading={answer.isPending && answer.variables === 'accept'}
                disabled={answer.isPending}
                onClick={() => answer.mutate('accept')}
              >
                {m.offerAccept}
              </Button>
              <Button
                variant="default"
                loading={answer.isPending && answer.variables === 'decline'}
                disabled={answer.isPending}
                onClick={() => answer.mutate('decline')}
              >
                {m.offerDecline}
              </Button>
            </Group>
          )}
        </Stack>
      </Card>
    </PublicPage>
  );
}
