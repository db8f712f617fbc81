import { Input, List, Select, Stack, Text } from '@mantine/core';
import { useId, useState } from 'react';
import { todayIn } from '@careroster/shared/format/date-time';
import { messages, productMessages } from '@careroster/shared/messages';
import { W2_FIRST_TAX_YEAR, W2_IMPORT_MAX_FILES } from '@careroster/shared/validation/records-tax';
import { ApiError } from '../../../api/client';
import { showToast } from '../../../api/toasts';
import { GenericModal } from '../../../components/generic-modal';
import { useAppStore } from '../../../store/app-store';
import { useImportW2 } from '../api/tax-forms';

export const taxYearOptions = (thisYear: number) =>
  Array.from({ length: thisYear - W2_FIRST_TAX_YEAR + 1 }, (_, i) => String(thisYear - i)).map((y) => ({ value: y, label: y }));

/** The payroll provider's year-end PDFs, each named after an employee's ID; all or nothing (decision 065). */
export function W2ImportDialog({ onClose }: { onClose: () => void }) {
  const zone = useAppStore((state) => state.facility.facilityInfo?.timezone);
  const thisYear = Number(todayIn(zone, new Date()).slice(0, 4));
  const inputId = useId();
  const [taxYear, setTaxYear] = useState<string | null>(String(thisYear - 1));
  const [files, setFiles] = useState<File[]>([]);
  const [problems, setProblems] = useState<string[]>([]);
  const importW2 = useImportW2();

  const submit = () => {
    if (files.length === 0) return setProblems([productMessages.w2ImportNoFiles]);
    if (files.length > W2_IMPORT_MAX_FILES) return setProblems([productMessages.w2ImportTooMany(W2_IMPORT_MAX_FILES)]);
    setProblems([]);
    importW2.mutate(
      { taxYear: Number(taxYear), files },
      {
        onSuccess: (answer) => {
          showToast('success', productMessages.w2Imported(answer.imported.length));
          onClose();
        },
        onError: (error) => setProblems(error instanceof ApiError ? error.messages : [messages.somethingWentWrong]),
      },
    );
  };

  return (
    <GenericModal
      opened
      onClose={onClose}
      title={productMessages.w2Import}
      onSecondary={onClose}
      secondaryLabel="Cancel"
      onConfirm={submit}
      confirmLabel={productMessages.w2Import}
      confirmLoading={importW2.isPending}
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
        <Input.Wrapper label="W-2 files (PDF)" labelProps={{ htmlFor: inputId }} description={productMessages.w2ImportHint}>
          <input
            id={inputId}
            type="file"
            accept=".pdf"
            multiple
            onChange={(e) => setFiles(Array.from(e.currentTarget.files ?? []))}
            style={{ display: 'block', width: '100%', marginTop: 4 }}
          />
        </Input.Wrapper>
        {files.length > 0 && <Text size="sm">{files.length} selected</Text>}
        {problems.length > 0 && (
          <List size="sm" c="red" role="alert">
            {problems.map((p) => (
              <List.Item key={p}>{p}</List.Item>
            ))}
          </List>
        )}
      </Stack>
    </GenericModal>
  );
}
