import { Badge, Button, Group, Paper, Select, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { useState } from 'react';
import type { W4Values } from '@careroster/shared/api/records/w4';
import { formatDate, todayIn } from '@careroster/shared/format/date-time';
import { formatFileSize } from '@careroster/shared/format/file-size';
import { formatMoney } from '@careroster/shared/format/money';
import { labelOf, w4FilingStatuses } from '@careroster/shared/lookups';
import { productMessages } from '@careroster/shared/messages';
import { can } from '@careroster/shared/roles';
import { w2FileRule } from '@careroster/shared/validation/records-tax';
import { showToast } from '../../../api/toasts';
import { GenericModal } from '../../../components/generic-modal';
import { FileField } from '../../../components/file-field';
import { PageLoader } from '../../../components/page-loader';
import { useAppStore } from '../../../store/app-store';
import { downloadW2, revealW4, useSaveW4, useUploadW2, useW2Documents, useW4Versions } from '../api/tax-forms';
import { taxYearOptions, W2ImportDialog } from './w2-import-dialog';
import { W4Dialog } from './w4-dialog';

const yesNo = (value: boolean) => (value ? 'Yes' : 'No');

function W4ValuesPanel({ values }: { values: W4Values }) {
  const rows: [string, string][] = [
    [productMessages.w4FilingStatus, labelOf(w4FilingStatuses, values.filing_status)],
    [productMessages.w4MultipleJobs, yesNo(values.multiple_jobs)],
    [productMessages.w4DependentsAmount, formatMoney(values.dependents_amount)],
    [productMessages.w4OtherIncome, formatMoney(values.other_income)],
    [productMessages.w4Deductions, formatMoney(values.deductions)],
    [productMessages.w4ExtraWithholding, formatMoney(values.extra_withholding)],
    [productMessages.w4Exempt, yesNo(values.exempt)],
  ];
  return (
    <Paper withBorder p="sm" data-testid="w4-values">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs">
        {rows.map(([label, value]) => (
          <Text key={label} size="sm">
            <Text span c="dimmed" size="sm">
              {label}:
            </Text>{' '}
            {value}
          </Text>
        ))}
      </SimpleGrid>
    </Paper>
  );
}

function W4Section({ employeeId }: { employeeId: string }) {
  const role = useAppStore((state) => state.auth.role);
  const versions = useW4Versions(employeeId);
  const save = useSaveW4(employeeId);
  const [entering, setEntering] = useState(false);
  const [revealed, setRevealed] = useState<W4Values | null>(null);

  const reveal = async (w4Id: string) => {
    if (revealed?.id === w4Id) return setRevealed(null);
    setRevealed(await revealW4(employeeId, w4Id));
  };

  return (
    <Stack gap="sm">
      <Group justify="space-between">
        <Title order={2} size="h4">
          {productMessages.w4Title}
        </Title>
        {can(role, 'staff:write') && <Button onClick={() => setEntering(true)}>{productMessages.w4New}</Button>}
      </Group>
      {versions.isPending && <PageLoader label="Loading W-4 versions" />}
      {versions.data?.count === 0 && <Text c="dimmed">{productMessages.w4None}</Text>}
      {versions.data && versions.data.count > 0 && (
        <Table.ScrollContainer minWidth={560}>
          <Table aria-label="W-4 versions">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Version</Table.Th>
                <Table.Th>{productMessages.w4SignedDate}</Table.Th>
                <Table.Th>Entered by</Table.Th>
                <Table.Th>Entered on</Table.Th>
                <Table.Th />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {versions.data.results.map((v) => (
                <Table.Tr key={v.id}>
                  <Table.Td>
                    {productMessages.w4Version(v.version)}{' '}
                    {v.in_force && (
                      <Badge size="sm" variant="light" color="green">
                        {productMessages.w4InForce}
                      </Badge>
                    )}
                  </Table.Td>
                  <Table.Td>{formatDate(v.signed_date)}</Table.Td>
                  <Table.Td>{v.entered_by ?? '—'}</Table.Td>
                  <Table.Td>{formatDate(v.entered_at)}</Table.Td>
                  <Table.Td>
                    {can(role, 'records:tax') && (
                      <Button
                        size="compact-sm"
                        variant="subtle"
                        onClick={() => void reveal(v.id).catch(() => undefined)}
                        aria-label={`${productMessages.w4Reveal}: ${productMessages.w4Version(v.version)}`}
                      >
                        {productMessages.w4Reveal}
                      </Button>
                    )}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {revealed && <W4ValuesPanel values={revealed} />}
      {entering && <W4Dialog onClose={() => setEntering(false)} onSubmit={(body) => save.mutateAsync(body)} />}
    </Stack>
  );
}

function W2UploadDialog({ employeeId, onClose }: { employeeId: string; onClose: () => void }) {
  const zone = useAppStore((state) => state.facility.facilityInfo?.timezone);
  const thisYear = Number(todayIn(zone, new Date()).slice(0, 4));
  const [taxYear, setTaxYear] = useState<string | null>(String(thisYear - 1));
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const upload = useUploadW2(employeeId);
  const submit = () => {
    if (!file) return setError(productMessages.fileRequired);
    if (!file.name.toLowerCase().endsWith('.pdf')) return setError(productMessages.w2NotPdf);
    setError(null);
    upload.mutate(
      { taxYear: Number(taxYear), file },
      {
        onSuccess: () => {
          showToast('success', productMessages.w2Uploaded);
          onClose();
        },
      },
    );
  };
  return (
    <GenericModal
      opened
      onClose={onClose}
      title={productMessages.w2Upload}
      onSecondary={onClose}
      secondaryLabel="Cancel"
      onConfirm={submit}
      confirmLabel={productMessages.w2Upload}
      confirmLoading={upload.isPending}
    >
      <Stack gap="sm">
        <Select
          label={productMessages.w2TaxYear}
          required
          data={taxYearOptions(thisYear)}
          value={taxYear}
          onChange={setTaxYear}
          allowDeselect={false}
        />
        <FileField label="W-2 (PDF)" extensions={w2FileRule.extensions} file={file} onChange={setFile} error={error} />
      </Stack>
    </GenericModal>
  );
}

function W2Section({ employeeId }: { employeeId: string }) {
  const documents = useW2Documents(employeeId, true);
  const [uploading, setUploading] = useState(false);
  const [importing, setImporting] = useState(false);
  return (
    <Stack gap="sm">
      <Group justify="space-between">
        <Title order={2} size="h4">
          {productMessages.w2Title}
        </Title>
        <Group gap="xs">
          <Button variant="default" onClick={() => setImporting(true)}>
            {productMessages.w2Import}
          </Button>
          <Button onClick={() => setUploading(true)}>{productMessages.w2Upload}</Button>
        </Group>
      </Group>
      {documents.isPending && <PageLoader label="Loading W-2 documents" />}
      {documents.data?.count === 0 && <Text c="dimmed">{productMessages.w2None}</Text>}
      {documents.data && documents.data.count > 0 && (
        <Table.ScrollContainer minWidth={560}>
          <Table aria-label="W-2 documents">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{productMessages.w2TaxYear}</Table.Th>
                <Table.Th>File</Table.Th>
                <Table.Th>Uploaded</Table.Th>
                <Table.Th />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {documents.data.results.map((d) => (
                <Table.Tr key={d.id}>
                  <Table.Td>{d.tax_year}</Table.Td>
                  <Table.Td style={{ overflowWrap: 'anywhere' }}>
                    {d.filename} ({formatFileSize(d.filesize)})
                  </Table.Td>
                  <Table.Td>
                    {formatDate(d.uploaded_at)}
                    {d.uploaded_by && ` · ${d.uploaded_by}`}
                    {d.source === 'IMPORT' && ' · imported'}
                  </Table.Td>
                  <Table.Td>
                    <Button
                      size="compact-sm"
                      variant="subtle"
                      aria-label={`${productMessages.w2Download} W-2 ${d.tax_year}`}
                      onClick={() => void downloadW2(employeeId, d.id, d.filename).catch(() => undefined)}
                    >
                      {productMessages.w2Download}
                    </Button>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {uploading && <W2UploadDialog employeeId={employeeId} onClose={() => setUploading(false)} />}
      {importing && <W2ImportDialog onClose={() => setImporting(false)} />}
    </Stack>
  );
}

/** The employee's W-4 versions and, for admins, her W-2 documents (issue 27, decision 065). */
export function TaxFormsTab({ employeeId }: { employeeId: string }) {
  const role = useAppStore((state) => state.auth.role);
  return (
    <Stack gap="xl">
      <W4Section employeeId={employeeId} />
      {can(role, 'records:tax') && <W2Section employeeId={employeeId} />}
    </Stack>
  );
}
