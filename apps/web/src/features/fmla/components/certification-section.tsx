import { Button, Group, Stack, Text, Textarea, Title } from '@mantine/core';
import { useState } from 'react';
import type { FmlaCaseDetail, FmlaCertification } from '@careroster/shared/api/fmla/fmla';
import { fmlaCertificationRule } from '@careroster/shared/api/fmla/certifications';
import { formatDate } from '@careroster/shared/format/date-time';
import { productMessages } from '@careroster/shared/messages';
import { showToast } from '../../../api/toasts';
import { FileField } from '../../../components/file-field';
import { useDecideCertification, useRequestCertification, useUploadCertification } from '../api/fmla';
import { CertificationStatus } from './case-table';

/** The returned file while she owes it (asked for, or to be cured). */
function UploadForm({ certification }: { certification: FmlaCertification }) {
  const upload = useUploadCertification();
  const [file, setFile] = useState<File | null>(null);
  const send = () =>
    file &&
    upload.mutate(
      { certificationId: certification.id, file },
      {
        onSuccess: () => {
          showToast('success', productMessages.fmlaCertificationUploaded);
          setFile(null);
        },
      },
    );
  return (
    <Group align="flex-end" gap="sm" wrap="wrap">
      <FileField
        label="Returned certification"
        extensions={fmlaCertificationRule.extensions}
        file={file}
        onChange={setFile}
        error={upload.error?.message ?? null}
      />
      <Button onClick={send} loading={upload.isPending} disabled={!file}>
        Upload
      </Button>
    </Group>
  );
}

/** Approve a received certification, or find it insufficient with what is missing (7 days to cure, 825.305(c)). */
function DecideForm({ certification }: { certification: FmlaCertification }) {
  const decide = useDecideCertification();
  const [note, setNote] = useState('');
  const send = (status: 'APPROVED' | 'INSUFFICIENT') =>
    decide.mutate(
      { certificationId: certification.id, status, note },
      { onSuccess: () => showToast('success', productMessages.fmlaCertificationDecided) },
    );
  return (
    <Stack gap="xs">
      <Textarea
        label="What is missing (for insufficient)"
        maxLength={500}
        rows={2}
        value={note}
        onChange={(e) => setNote(e.currentTarget.value)}
      />
      <Group gap="sm">
        <Button onClick={() => send('APPROVED')} loading={decide.isPending}>
          Approve certification
        </Button>
        <Button variant="light" color="red" onClick={() => send('INSUFFICIENT')} loading={decide.isPending}>
          Insufficient
        </Button>
      </Group>
      {decide.error && (
        <Text c="red" size="sm" role="alert">
          {decide.error.message}
        </Text>
      )}
    </Stack>
  );
}

/** Certifications asked of her (825.305), newest first, with the action each state allows. */
export function CertificationSection({ detail }: { detail: FmlaCaseDetail }) {
  const request = useRequestCertification(detail.id);
  const ask = () => request.mutate(null, { onSuccess: () => showToast('success', productMessages.fmlaCertificationRequested) });
  return (
    <Stack gap="xs">
      <Group justify="space-between">
        <Title order={3} size="h5">
          Certification
        </Title>
        {detail.status === 'OPEN' && (
          <Button size="compact-sm" variant="light" onClick={ask} loading={request.isPending}>
            Request certification
          </Button>
        )}
      </Group>
      {request.error && (
        <Text c="red" size="sm" role="alert">
          {request.error.message}
        </Text>
      )}
      {detail.certifications.length === 0 && <Text size="sm">{productMessages.fmlaNoCertification}</Text>}
      {detail.certifications.map((c) => (
        <Stack key={c.id} gap={4} data-testid="fmla-certification">
          <Group gap="sm">
            <CertificationStatus certification={c} />
            <Text size="sm">
              Requested {formatDate(c.requested_on)}
              {c.filename ? `, received ${c.received_on ? formatDate(c.received_on) : ''}: ${c.filename}` : ''}
            </Text>
          </Group>
          {c.note && <Text size="xs">{c.note}</Text>}
          {(c.status === 'REQUESTED' || c.status === 'INSUFFICIENT') && <UploadForm certification={c} />}
          {c.status === 'RECEIVED' && <DecideForm certification={c} />}
        </Stack>
      ))}
    </Stack>
  );
}
