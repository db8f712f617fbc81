import { useState } from 'react';
import { Button, Container, Group, Stack, Tabs } from '@mantine/core';
import { useParams, useSearchParams } from 'react-router';
import type { Position } from '@careroster/shared/api/shifts/position';
import { productMessages } from '@careroster/shared/messages';
import { can } from '@careroster/shared/roles';
import { filledCount } from '@careroster/shared/validation/position';
import { EmptyState } from '../../../components/empty-state';
import { PageLoader } from '../../../components/page-loader';
import { useShift } from '../api/get-shift';
import { ApplicantsList } from '../components/applicants-list';
import { NursePickerDialog } from '../components/nurse-picker-dialog';
import { PositionsEditor } from '../components/positions-editor';
import { OpeningActions } from '../components/opening-actions';
import { ShiftHeader } from '../components/shift-header';
import { ShiftInfo } from '../components/shift-info';
import { SuggestionsPanel } from '../components/suggestions-panel';
import { TooManyNursesModal } from '../components/too-many-nurses-modal';
import { releaseSlot } from '../../slots';
import { useOpenConversation } from '../../messages';
import { useAppStore } from '../../../store/app-store';

const tabs = ['info', 'positions', 'applicant', 'suggestions', 'release'] as const;
type Tab = (typeof tabs)[number];
const isTab = (value: string | null): value is Tab => tabs.some((t) => t === value);

/** /shifts/shift-details/:id, tabs Shift Info, Positions, Applicants, Suggestions, Release (?slug=applicant opens Applicants). */
export function ShiftDetailsPage() {
  const { id = '' } = useParams();
  const [params, setParams] = useSearchParams();
  const slug = params.get('slug');
  const tab: Tab = isTab(slug) ? slug : 'info';
  const shift = useShift(id);
  const [assigning, setAssigning] = useState<Position | null>(null);
  const [full, setFull] = useState<Position | null>(null);
  const [editingOne, setEditingOne] = useState<Position | null>(null);
  const canMessage = can(
    useAppStore((state) => state.auth.role),
    'messages:send',
  );
  const [openConversation, opening] = useOpenConversation();

  if (shift.isPending) return <PageLoader label="Loading shift" />;
  if (!shift.data) return <EmptyState title="Shift not found" />;
  const data = shift.data;
  const openOf = (p: Position) => Math.max(0, p.total_positions - filledCount(p));

  const startAssigning = (position: Position) => (openOf(position) > 0 ? setAssigning(position) : setFull(position));

  return (
    <Container size="lg" px={0}>
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm">
          <ShiftHeader shift={data} />
          {canMessage && (
            <Button variant="light" loading={opening} onClick={() => void openConversation({ shift_id: data.id })}>
              {productMessages.messageBookedNurses}
            </Button>
          )}
        </Group>
        <OpeningActions shift={data} />
        <Tabs
          value={tab}
          onChange={(value) => setParams(value && value !== 'info' ? { slug: value } : {}, { replace: true })}
          keepMounted={false}
        >
          <Tabs.List>
            <Tabs.Tab value="info">Shift Info</Tabs.Tab>
            <Tabs.Tab value="positions">Positions</Tabs.Tab>
            <Tabs.Tab value="applicant">Applicants</Tabs.Tab>
            {data.status !== 'COMPLETED' && <Tabs.Tab value="suggestions">{productMessages.suggestionsTab}</Tabs.Tab>}
            <Tabs.Tab value="release">{productMessages.releaseTitle}</Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="info" pt="md">
            <ShiftInfo shift={data} />
          </Tabs.Panel>
          <Tabs.Panel value="positions" pt="md">
            <PositionsEditor shift={data} variant="page" onAssign={startAssigning} />
          </Tabs.Panel>
          <Tabs.Panel value="applicant" pt="md">
            <ApplicantsList shiftId={data.id} />
          </Tabs.Panel>
          {data.status !== 'COMPLETED' && (
            <Tabs.Panel value="suggestions" pt="md">
              <SuggestionsPanel shiftId={data.id} />
            </Tabs.Panel>
          )}
          <Tabs.Panel value="release" pt="md">
            <releaseSlot.Render shift={data} />
          </Tabs.Panel>
        </Tabs>
      </Stack>
      {assigning && (
        <NursePickerDialog
          opened
          onClose={() => setAssigning(null)}
          shiftId={data.id}
          positionId={assigning.id}
          limit={openOf(assigning)}
        />
      )}
      <TooManyNursesModal
        opened={full !== null}
        onClose={() => setFull(null)}
        onAddLimited={() => setFull(null)}
        onCreateOpenings={() => {
          setEditingOne(full);
          setFull(null);
        }}
      />
      {editingOne && (
        <PositionsEditor shift={data} variant="dialog" opened positionId={editingOne.id} onClose={() => setEditingOne(null)} />
      )}
    </Container>
  );
}
