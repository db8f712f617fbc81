import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { UPLOAD_MAX_BYTES } from '@careroster/shared/constants';
import { messages } from '@careroster/shared/messages';
import { bulkInviteContract } from '@careroster/shared/api/employees/bulk-invite';
import { type ValidateCsvAnswer, validateCsvContract } from '@careroster/shared/api/employees/validate-csv';
import { onCall, stubFetch } from '../../../test/fetch-stub';
import { TestProviders } from '../../../test/render-app';
import { BulkInviteDialog } from './bulk-invite-dialog';

const problems: ValidateCsvAnswer = {
  blank_fields: [{ row: 3, field: 'mobile', value: null, message: 'This field is required' }],
  duplicate_rows: [{ row: 5, field: 'mobile', value: '5551234567', message: 'Same mobile as row 2' }],
};

const csv = (name: string, size?: number) => {
  const file = new File(['first_name,last_name\n'], name, { type: 'text/csv' });
  if (size !== undefined) Object.defineProperty(file, 'size', { value: size });
  return file;
};

function setup(validations: ValidateCsvAnswer[]) {
  const answers = [...validations];
  const stub = stubFetch(
    onCall(validateCsvContract, () => answers.shift() ?? {}),
    onCall(bulkInviteContract, () => ({ count: 2, message: messages.invitationsSent })),
  );
  const onClose = vi.fn();
  render(
    <TestProviders>
      <BulkInviteDialog opened onClose={onClose} />
    </TestProviders>,
  );
  const user = userEvent.setup({ applyAccept: false });
  const choose = (file: File) => user.upload(screen.getByLabelText('Nurses file (csv or xlsx)'), file);
  return { ...stub, onClose, user, choose };
}

describe('BulkInviteDialog', () => {
  it('takes only csv or xlsx files up to 10 MB', async () => {
    const { choose, requests } = setup([]);
    expect(screen.getByRole('dialog', { name: messages.inviteNursesInBulk })).toBeInTheDocument();
    await choose(csv('nurses.pdf'));
    expect(screen.getByRole('alert')).toHaveTextContent(messages.onlyCsvXlsx);
    await choose(csv('nurses.csv', UPLOAD_MAX_BYTES + 1));
    expect(screen.getByRole('alert')).toHaveTextContent(messages.maxFileSizeExceeded);
    expect(screen.getByRole('button', { name: 'Validate' })).toBeDisabled();
    expect(requests).toHaveLength(0);
  });

  it('lists problems by type and row, resets on a new file, then validates and sends after confirmation', async () => {
    const { choose, user, requests, onClose } = setup([problems, {}]);
    const sendInvite = () => screen.getByRole('button', { name: 'Send Invite' });

    await choose(csv('nurses.csv'));
    expect(screen.getByText(messages.validateBeforeInvite)).toBeInTheDocument();
    expect(sendInvite()).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Validate' }));
    await screen.findByRole('progressbar', { name: 'Upload progress' });
    const list = await screen.findByRole('region', { name: 'Validation problems' });
    expect(within(list).getByRole('heading', { name: 'Blank fields (1)' })).toBeInTheDocument();
    expect(within(list).getByText(/Row 3, mobile:/)).toBeInTheDocument();
    expect(within(list).getByText(/Row 5, mobile:/)).toBeInTheDocument();
    expect(screen.getAllByText(messages.fileValidationFailed).length).toBeGreaterThan(0);
    expect(sendInvite()).toBeDisabled();

    // Replacing the file forgets the old result.
    await choose(csv('nurses-fixed.csv'));
    expect(screen.queryByRole('region', { name: 'Validation problems' })).not.toBeInTheDocument();
    expect(screen.getByText(messages.validateBeforeInvite)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Validate' }));
    expect((await screen.findAllByText(messages.documentValidated)).length).toBeGreaterThan(0);
    await waitFor(() => expect(sendInvite()).toBeEnabled());

    await user.click(sendInvite());
    const confirm = screen.getByRole('dialog', { name: 'Send invitations?' });
    expect(requests.filter((r) => r.path.endsWith('/bulk-invite'))).toHaveLength(0);
    await user.dblClick(within(confirm).getByRole('button', { name: 'Send Invite' }));

    expect(await screen.findByText(messages.invitationsSent)).toBeInTheDocument();
    expect(onClose).toHaveBeenCalled();
    expect(requests.filter((r) => r.path.endsWith('/bulk-invite'))).toHaveLength(1);
    const sent = requests.find((r) => r.path.endsWith('/bulk-invite'))?.body as FormData;
    expect((sent.get('file') as File).name).toBe('nurses-fixed.csv');
  });
});
