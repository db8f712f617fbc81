import { useState } from 'react';
import { Alert, Select, Table, Text } from '@mantine/core';
import type { PbjMappingRow } from '@careroster/shared/api/pbj/job-title-codes';
import { messages, productMessages } from '@careroster/shared/messages';
import { pbjCodeLabel, pbjJobTitleCodes } from '@careroster/shared/pbj/codes';
import { ApiError } from '../../../api/client';
import { showToast } from '../../../api/toasts';
import { GenericModal } from '../../../components/generic-modal';
import { useSavePbjMapping } from '../api/pbj';

/** '' = no code and not reviewed yet; 'none' = the facility decided: not reported. */
const NOT_REPORTED = 'none';
const valueOf = (row: PbjMappingRow) => (row.code !== null ? String(row.code) : row.reviewed ? NOT_REPORTED : '');
const options = [
  { value: NOT_REPORTED, label: productMessages.pbjNotReported },
  ...pbjJobTitleCodes.map((c) => ({ value: String(c.code), label: productMessages.pbjCodeOption(c.code, c.label) })),
];

/** The facility's review of the job-title mapping; only the rows changed here are saved as its decisions. */
export function MappingDialog({ mapping, onClose }: { mapping: PbjMappingRow[]; onClose: () => void }) {
  const [draft, setDraft] = useState<Record<string, string>>({});
  const save = useSavePbjMapping();
  const changed = mapping.filter((row) => draft[row.job_title_id] !== undefined && draft[row.job_title_id] !== valueOf(row));
  const submit = () =>
    save.mutate(
      {
        codes: changed.map((row) => ({
          job_title_id: row.job_title_id,
          code: draft[row.job_title_id] === NOT_REPORTED ? null : Number(draft[row.job_title_id]),
        })),
      },
      {
        onSuccess: (answer) => {
          showToast('success', answer.message);
          onClose();
        },
      },
    );
  const failure = save.error instanceof ApiError ? save.error.messages[0] : save.isError ? messages.somethingWentWrong : null;
  return (
    <GenericModal
      opened
      onClose={onClose}
      title={productMessages.pbjMappingTitle}
      size="xl"
      onSecondary={onClose}
      secondaryLabel="Cancel"
      onConfirm={submit}
      confirmLabel="Save"
      confirmLoading={save.isPending}
      confirmDisabled={changed.length === 0}
    >
      <Text size="sm" mb="sm">
        {productMessages.pbjMappingHint}
      </Text>
      {failure && (
        <Alert color="red" role="alert" mb="sm">
          {failure}
        </Alert>
      )}
      <Table.ScrollContainer minWidth={560}>
        <Table>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Job title</Table.Th>
              <Table.Th>PBJ job title</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {mapping.map((row) => (
              <Table.Tr key={row.job_title_id} data-testid="pbj-mapping-row">
                <Table.Td>
                  <Text size="sm">
                    {row.abbreviation} · {row.name}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {productMessages.pbjMappingDefault(
                      row.default_code === null ? productMessages.pbjNotReported : pbjCodeLabel(row.default_code),
                    )}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <Select
                    aria-label={productMessages.pbjCodeFor(row.name)}
                    placeholder={productMessages.pbjNoCode}
                    searchable
                    allowDeselect={false}
                    data={options}
                    value={(draft[row.job_title_id] ?? valueOf(row)) || null}
                    error={valueOf(row) === '' && draft[row.job_title_id] === undefined}
                    onChange={(v) => v && setDraft((d) => ({ ...d, [row.job_title_id]: v }))}
                  />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </GenericModal>
  );
}
