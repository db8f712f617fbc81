import { zodResolver } from '@hookform/resolvers/zod';
import { Badge, Button, CloseButton, Group, SegmentedControl, Select, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import type { CreateBroadcastBody } from '@careroster/shared/api/broadcasts/create-broadcast';
import type { EmployeeSearchRow } from '@careroster/shared/api/employees/employee-search';
import { NOTIFICATION_TITLE_MAX_LENGTH } from '@careroster/shared/constants';
import { jobTitles } from '@careroster/shared/job-titles';
import { bulkMessageTypes, workerTypes, type WorkerType } from '@careroster/shared/lookups';
import { productMessages } from '@careroster/shared/messages';
import { bodyMaxLength, broadcastMessageSchema, type BroadcastMessage } from '@careroster/shared/validation/broadcast';
import { showToast } from '../../../api/toasts';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { GenericModal } from '../../../components/generic-modal';
// The employees area's search dialog, reused as it is: one way to pick employees in the product.
import { EmployeeSearchDialog } from '../../employees';
import { useBroadcastAudience, useCreateBroadcast } from '../api/broadcasts';

type Mode = 'filter' | 'pick';
type FormValues = z.input<typeof broadcastMessageSchema>;

const resolver = zodResolver(broadcastMessageSchema);
const empty: FormValues = { channel: 'SMS', title: '', body: '' };
const jobTitleOptions = jobTitles.map((t) => ({ value: t.id, label: `${t.abbreviation} - ${t.name}` }));
const workerTypeOptions = workerTypes.map((t) => ({ value: t.value, label: t.label }));
const nurses = (n: number) => `${n} ${n === 1 ? 'nurse' : 'nurses'}`;

export interface BroadcastDialogProps {
  opened: boolean;
  onClose: () => void;
}

/**
 * "New message": SMS or in-app notification to nurses chosen by filter (with a live count) or by
 * name through the employee search dialog; Send asks to confirm. A failed send keeps everything
 * the manager typed and chose; a successful one starts the next message blank.
 */
export function BroadcastDialog({ opened, onClose }: BroadcastDialogProps) {
  const form = useForm<FormValues, unknown, BroadcastMessage>({ resolver, defaultValues: empty });
  const { errors } = form.formState;
  const [channel, body, title] = useWatch({ control: form.control, name: ['channel', 'body', 'title'] });
  const [mode, setMode] = useState<Mode>('filter');
  const [jobTitleId, setJobTitleId] = useState<string | null>(null);
  const [workerType, setWorkerType] = useState<WorkerType | null>(null);
  const [picked, setPicked] = useState<ReadonlyMap<string, EmployeeSearchRow>>(new Map());
  const [searching, setSearching] = useState(false);
  const [confirming, setConfirming] = useState<BroadcastMessage | null>(null);
  const [recipientsError, setRecipientsError] = useState<string | null>(null);
  const send = useCreateBroadcast();

  const filter = { ...(jobTitleId ? { job_title_id: jobTitleId } : {}), ...(workerType ? { worker_type: workerType } : {}) };
  const audience = useBroadcastAudience({ channel, ...filter }, opened && mode === 'filter');
  const count = mode === 'filter' ? (audience.data?.recipients ?? 0) : picked.size;
  const max = bodyMaxLength(channel);

  const reset = () => {
    form.reset(empty);
    setMode('filter');
    setJobTitleId(null);
    setWorkerType(null);
    setPicked(new Map());
    setRecipientsError(null);
  };

  const review = form.handleSubmit((message) => {
    if (count === 0) {
      setRecipientsError(productMessages.broadcastNoRecipients);
      return;
    }
    setConfirming(message);
  });

  const confirm = async () => {
    if (!confirming) return;
    const payload: CreateBroadcastBody = {
      channel: confirming.channel,
      ...(confirming.channel === 'NOTIFICATION' ? { title: confirming.title } : {}),
      body: confirming.body,
      ...(mode === 'pick' ? { employee_ids: [...picked.keys()] } : { filter }),
    };
    try {
      const answer = await send.mutateAsync(payload);
      showToast('success', answer.message);
      if (answer.skipped > 0) showToast('warn', productMessages.broadcastSkipped(answer.skipped));
      setConfirming(null);
      reset();
      onClose();
    } catch {
      // The API client has shown why; the dialog keeps what was typed for another try.
      setConfirming(null);
    }
  };

  const unpick = (id: string) =>
    setPicked((current) => {
      const next = new Map(current);
      next.delete(id);
      return next;
    });

  return (
    <>
      <GenericModal
        opened={opened && !searching}
        onClose={onClose}
        title="New message"
        size="lg"
        onSecondary={onClose}
        secondaryLabel="Cancel"
        onConfirm={() => void review()}
        confirmLabel="Send"
      >
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void review();
          }}
        >
          <Stack>
            <div>
              <Text component="label" id="broadcast-channel" size="sm" fw={500}>
                Send as
              </Text>
              <SegmentedControl
                aria-labelledby="broadcast-channel"
                fullWidth
                data={bulkMessageTypes.map((t) => ({ value: t.value, label: t.label }))}
                value={channel}
                onChange={(value) => form.setValue('channel', value, { shouldValidate: form.formState.isSubmitted })}
              />
            </div>

            <div>
              <Text component="label" id="broadcast-recipients" size="sm" fw={500}>
                Recipients
              </Text>
              <SegmentedControl
                aria-labelledby="broadcast-recipients"
                fullWidth
                data={[
                  { value: 'filter', label: 'By filter' },
                  { value: 'pick', label: 'By name' },
                ]}
                value={mode}
                onChange={(value) => {
                  setMode(value);
                  setRecipientsError(null);
                }}
              />
            </div>

            {mode === 'filter' ? (
              <Stack gap="xs">
                <Group grow align="flex-start">
                  <Select
                    label="Job title"
                    placeholder="All job titles"
                    data={jobTitleOptions}
                    value={jobTitleId}
                    onChange={setJobTitleId}
                    searchable
                    clearable
                  />
                  <Select
                    label="Worker type"
                    placeholder="All worker types"
                    data={workerTypeOptions}
                    value={workerType}
                    onChange={(value) => setWorkerType(value)}
                    clearable
                  />
                </Group>
                <Text size="sm" aria-live="polite" data-testid="audience">
                  {audience.data
                    ? `${nurses(audience.data.recipients)} will get this message.` +
                      (audience.data.skipped > 0 ? ` ${productMessages.broadcastSkipped(audience.data.skipped)}` : '')
                    : 'Counting nurses...'}
                </Text>
              </Stack>
            ) : (
              <Stack gap="xs">
                <Group justify="space-between">
                  <Text size="sm">{picked.size === 0 ? 'No nurses chosen yet.' : `${nurses(picked.size)} chosen.`}</Text>
                  <Button variant="default" size="xs" onClick={() => setSearching(true)}>
                    Choose nurses
                  </Button>
                </Group>
                {picked.size > 0 && (
                  <Group gap="xs" role="list" aria-label="Chosen nurses">
                    {[...picked.values()].map((row) => (
                      <Badge
                        key={row.id}
                        role="listitem"
                        variant="light"
                        size="lg"
                        tt="none"
                        rightSection={
                          <CloseButton size="xs" aria-label={`Remove ${row.first_name} ${row.last_name}`} onClick={() => unpick(row.id)} />
                        }
                      >
                        {row.first_name} {row.last_name}
                      </Badge>
                    ))}
                  </Group>
                )}
              </Stack>
            )}
            {recipientsError && (
              <Text c="red" size="sm" role="alert">
                {recipientsError}
              </Text>
            )}

            {channel === 'NOTIFICATION' && (
              <TextInput
                label="Title"
                required
                maxLength={NOTIFICATION_TITLE_MAX_LENGTH}
                description={`${(title ?? '').length}/${NOTIFICATION_TITLE_MAX_LENGTH}`}
                error={errors.title?.message}
                {...form.register('title')}
              />
            )}
            <Textarea
              label="Message"
              required
              rows={4}
              maxLength={max}
              description={`${(body ?? '').length}/${max}`}
              error={errors.body?.message}
              {...form.register('body')}
            />
          </Stack>
        </form>
      </GenericModal>

      <EmployeeSearchDialog
        opened={opened && searching}
        onClose={() => setSearching(false)}
        title="Choose nurses"
        onContinue={(rows) => {
          setPicked((current) => new Map([...current, ...rows.map((r) => [r.id, r] as const)]));
          setRecipientsError(null);
          setSearching(false);
        }}
      />

      <ConfirmDialog
        opened={confirming !== null}
        onClose={() => setConfirming(null)}
        onConfirm={() => void confirm()}
        title={productMessages.broadcastConfirmTitle}
        confirmLabel="Send"
        loading={send.isPending}
      >
        <Text>{productMessages.broadcastConfirmBody(count)}</Text>
      </ConfirmDialog>
    </>
  );
}
