import { bulkInviteFileRule, type BulkProblemKey } from '@careroster/shared/api/employees/validate-csv';
import { messages } from '@careroster/shared/messages';
import { FileImportDialog } from '../../../components/file-import-dialog';
import { useBulkInvite } from '../api/bulk-invite';
import { useValidateCsv } from '../api/validate-csv';
import { BulkTemplateLinks } from './bulk-template-links';

// The API's problem keys (invalid_filed_names is the spec's spelling) as headings a person reads.
const headings: Record<BulkProblemKey, string> = {
  invalid_filed_names: 'Invalid field names',
  blank_fields: 'Blank fields',
  invalid_values: 'Invalid values',
  duplicate_rows: 'Duplicate rows',
  already_on_record: 'Already on record',
};

/** Invite nurses in bulk (spec 001 section 4): the bulk-file flow with the 16-column template. */
export function BulkInviteDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const validate = useValidateCsv();
  const invite = useBulkInvite();
  return (
    <FileImportDialog
      opened={opened}
      onClose={onClose}
      title={messages.inviteNursesInBulk}
      intro={<BulkTemplateLinks />}
      fileLabel="Nurses file (csv or xlsx)"
      rule={bulkInviteFileRule}
      validateFirst={messages.validateBeforeInvite}
      headings={headings}
      validate={(upload) => validate.mutateAsync(upload)}
      submit={(upload) => invite.mutateAsync(upload).then(() => messages.invitationsSent)}
      submitLabel="Send Invite"
      confirmTitle="Send invitations?"
      confirmText={(name) => `Every nurse in ${name} will get an invitation by SMS.`}
    />
  );
}
