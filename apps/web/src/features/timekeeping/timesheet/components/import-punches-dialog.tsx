import { Text } from '@mantine/core';
import { punchImportFileRule } from '@careroster/shared/api/timekeeping/import-punches';
import { productMessages } from '@careroster/shared/messages';
import { FileImportDialog } from '../../../../components/file-import-dialog';
import { useImportPunches, useValidatePunchImport } from '../api/import-punches';

/** Punches from another time clock (decision 053): the bulk-file flow, then each pair lands on its booking's timecard. */
export function ImportPunchesDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const validate = useValidatePunchImport();
  const importPunches = useImportPunches();
  return (
    <FileImportDialog
      opened={opened}
      onClose={onClose}
      title={productMessages.punchImportTitle}
      intro={<Text size="sm">{productMessages.punchImportColumnsHint}</Text>}
      fileLabel={productMessages.punchImportFileLabel}
      rule={punchImportFileRule}
      validateFirst={productMessages.punchImportValidateFirst}
      headings={productMessages.punchImportProblemHeadings}
      validate={(upload) => validate.mutateAsync(upload)}
      submit={(upload) => importPunches.mutateAsync(upload).then((answer) => answer.message)}
      submitLabel={productMessages.punchImportConfirm}
      confirmTitle={productMessages.punchImportConfirmTitle}
      confirmText={productMessages.punchImportConfirmText}
    />
  );
}
