import { useState } from 'react';
import { Badge, Button, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import type { KycAnswer, LegalDocument } from '@careroster/shared/api/legal/kyc';
import { legalDocTypes, type FacilityDocumentStatus, type LegalDocType } from '@careroster/shared/compliance/values';
import { formatDate } from '@careroster/shared/format/date-time';
import { messages, productMessages } from '@careroster/shared/messages';
import { can } from '@careroster/shared/roles';
import { settingsSections } from '@careroster/shared/paths';
import { PageLoader } from '../../../components/page-loader';
import { useAppStore } from '../../../store/app-store';
import { downloadLegalDocument, useKyc } from '../api/legal';
import { LegalDocumentsDialog } from './legal-documents-dialog';
import { legalDocumentLabels } from './legal-labels';
import { LegalResubmitDialog } from './legal-resubmit-dialog';
import { ScrollRegion } from '../../../components/scroll-region';

const statusColor: Record<FacilityDocumentStatus, string> = { SUBMITTED: 'blue', ACCEPTED: 'green', REJECTED: 'red' };

function DocumentRow({ kind, document, onResubmit }: { kind: LegalDocType; document: LegalDocument | null; onResubmit: () => void }) {
  return (
    <Table.Tr>
      <Table.Td>{legalDocumentLabels[kind]}</Table.Td>
      <Table.Td>
        {document ? (
          <Stack gap={2}>
            <Badge color={statusColor[document.status]} variant="light">
              {productMessages.legalDocumentStatus[document.status]}
            </Badge>
            {document.rejection_reason && (
              <Text size="xs" c="red.9">
                {productMessages.legalDocumentRejected(document.rejection_reason)}
              </Text>
            )}
          </Stack>
        ) : (
          <Text size="sm" c="dimmed">
            {productMessages.legalDocumentMissing}
          </Text>
        )}
      </Table.Td>
      <Table.Td>
        {document && (
          <Group gap="xs">
            <Button
              size="compact-sm"
              variant="subtle"
              onClick={() => void downloadLegalDocument(document.data, document.filename).catch(() => undefined)}
            >
              {document.filename}
            </Button>
            <Text size="xs">{formatDate(document.uploaded_at)}</Text>
            {document.status === 'REJECTED' && (
              <Button size="compact-sm" onClick={onResubmit} aria-label={`Resubmit ${legalDocumentLabels[kind]}`}>
                Resubmit
              </Button>
            )}
          </Group>
        )}
      </Table.Td>
    </Table.Tr>
  );
}

function LegalRecord({ kyc, isAdmin }: { kyc: KycAnswer; isAdmin: boolean }) {
  const [editing, setEditing] = useState(false);
  const [resubmitting, setResubmitting] = useState<LegalDocType | null>(null);
  // The admin flag: EIN and SS4 rows are the admin's; the answer has them null for others anyway.
  const kinds = legalDocTypes.filter((k) => isAdmin || k === 'aoi');
  return (
    <Stack gap="sm">
      <Group justify="space-between" align="flex-start">
        <Stack gap={2}>
          <Text size="sm">
            Entity Legal Name: <strong>{kyc.entity_legal_name ?? '—'}</strong>
          </Text>
          {isAdmin && (
            <Text size="sm" data-testid="legal-numbers">
              TIN: {kyc.tin?.data ?? '—'} · SSN: {kyc.ssn?.data ?? '—'}
            </Text>
          )}
        </Stack>
        <Button variant="light" onClick={() => setEditing(true)}>
          Edit legal documents
        </Button>
      </Group>
      <ScrollRegion label="Legal documents">
        <Table>
          <Table.Tbody>
            {kinds.map((kind) => (
              <DocumentRow key={kind} kind={kind} document={kyc[kind]} onResubmit={() => setResubmitting(kind)} />
            ))}
          </Table.Tbody>
        </Table>
      </ScrollRegion>
      {editing && <LegalDocumentsDialog opened onClose={() => setEditing(false)} kyc={kyc} isAdmin={isAdmin} />}
      {resubmitting && kyc[resubmitting] && (
        <LegalResubmitDialog kind={resubmitting} document={kyc[resubmitting]} onClose={() => setResubmitting(null)} />
      )}
    </Stack>
  );
}

/** `/settings` "Legal documents": each document's review, the masked numbers, Edit and Resubmit. */
export function LegalDocumentsSection() {
  const role = useAppStore((s) => s.auth.role);
  const kyc = useKyc();
  return (
    <Paper withBorder p="md" component="section" aria-labelledby={settingsSections.legal}>
      <Title order={2} size="h4" id={settingsSections.legal}>
        {productMessages.legalDocumentsTitle}
      </Title>
      <Text size="sm" c="dimmed" mb="sm">
        {productMessages.legalDocumentsHint}
      </Text>
      {kyc.data ? (
        <LegalRecord kyc={kyc.data} isAdmin={can(role, 'legal:numbers')} />
      ) : kyc.isError ? (
        // Not an alert: a section that could not load is a state of the page, not news.
        <Text size="sm" c="red">
          {messages.somethingWentWrong}
        </Text>
      ) : (
        <PageLoader />
      )}
    </Paper>
  );
}
