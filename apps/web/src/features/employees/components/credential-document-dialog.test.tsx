import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { formatDate } from '@careroster/shared/format/date-time';
import { UPLOAD_CREDENTIAL_FIELD, uploadCredentialContract } from '@careroster/shared/api/employees/upload-credential';
import { UPLOAD_MAX_BYTES } from '@careroster/shared/constants';
import { messages, productMessages } from '@careroster/shared/messages';
import { updateCredentialStatusContract } from '@careroster/shared/api/employees/update-credential-status';
import { useAppStore } from '../../../store/app-store';
import { credential, employeeCard } from '../../../test/employee-fixtures';
import { type AnswerInput, failure, onCall, stubFetch } from '../../../test/fetch-stub';
import { loginAnswerFixture } from '../../../test/fixtures';
import { TestProviders } from '../../../test/render-app';
import { CredentialDocumentDialog } from './credential-document-dialog';

const updated: AnswerInput<typeof updateCredentialStatusContract> = {
  message: messages.credentialUpdated,
  credential: { ...credential, status: 'CREDENTIAL_VERIFIED' },
};

function renderDialog() {
  render(
    <TestProviders>
      <CredentialDocumentDialog employeeId={employeeCard.id} credential={credential} onClose={vi.fn()} canReview />
    </TestProviders>,
  );
  // The browser's picker honours `accept`; a user can still drop any file, so the tests do too.
  return userEvent.setup({ applyAccept: false });
}

const fileOf = (name: string, size?: number) => {
  const file = new File(['%PDF-1.7'], name, { type: 'application/pdf' });
  if (size !== undefined) Object.defineProperty(file, 'size', { value: size });
  return file;
};

describe('CredentialDocumentDialog', () => {
  beforeEach(() => useAppStore.getState().login(loginAnswerFixture));

  it('refuses a wrong type and an oversize file before uploading', async () => {
    const { requests } = stubFetch();
    const user = renderDialog();
    const input = screen.getByLabelText('Upload document (jpg, png, pdf or doc)');

    await user.upload(input, fileOf('payload.exe'));
    expect(screen.getByRole('alert')).toHaveTextContent(messages.wrongTypeDocument);
    expect(screen.getByRole('button', { name: 'Upload' })).toBeDisabled();

    await user.upload(input, fileOf('license.pdf', UPLOAD_MAX_BYTES + 1));
    expect(screen.getByRole('alert')).toHaveTextContent(messages.maxFileSizeExceeded);
    expect(requests).toHaveLength(0);
  });

  it('uploads a document as upload_data_2 with progress, then confirms', async () => {
    // The answer waits for the test, so the bar is seen however fast the upload steps run.
    let respond: (data: AnswerInput<typeof uploadCredentialContract>) => void = () => undefined;
    const { requests } = stubFetch(
      onCall(
        uploadCredentialContract,
        { employeeId: employeeCard.id, credentialDataId: credential.id },
        () => new Promise<AnswerInput<typeof uploadCredentialContract>>((resolve) => (respond = resolve)),
      ),
    );
    const user = renderDialog();
    await user.upload(screen.getByLabelText('Upload document (jpg, png, pdf or doc)'), fileOf('license.pdf'));
    await user.click(screen.getByRole('button', { name: 'Upload' }));

    // The bar shows while the file goes up and is gone once the answer is in.
    await screen.findByRole('progressbar', { name: 'Upload progress' });
    await waitFor(() => expect(requests).toHaveLength(1));
    respond(updated);
    expect(await screen.findByText(messages.credentialUpdated)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('progressbar', { name: 'Upload progress' })).not.toBeInTheDocument());
    const body = requests[0]?.body as FormData;
    expect((body.get(UPLOAD_CREDENTIAL_FIELD) as File).name).toBe('license.pdf');
  });

  it("shows the server's refusal of the content under the field", async () => {
    stubFetch(
      onCall(uploadCredentialContract, { employeeId: employeeCard.id, credentialDataId: credential.id }, () =>
        failure(422, [messages.wrongTypeDocument]),
      ),
    );
    const user = renderDialog();
    await user.upload(screen.getByLabelText('Upload document (jpg, png, pdf or doc)'), fileOf('really-an-exe.pdf'));
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    // Under the field and as the toast: the server's reason, not the generic failure.
    await waitFor(() => expect(screen.getAllByText(messages.wrongTypeDocument)).toHaveLength(2));
    expect(screen.queryByText(messages.credentialUpdateFailed)).not.toBeInTheDocument();
  });

  it('verifies with feedback of at most 150 characters, counted as typed', async () => {
    const { requests } = stubFetch(
      onCall(updateCredentialStatusContract, { employeeId: employeeCard.id, credentialId: credential.id }, () => updated),
    );
    const user = renderDialog();
    const feedback = screen.getByLabelText('Feedback (optional)');
    expect(feedback).toHaveAttribute('maxlength', '150');
    await user.type(feedback, 'Valid');
    expect(screen.getByText('5/150')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Verify' }));

    expect(await screen.findByText(messages.credentialUpdated)).toBeInTheDocument();
    expect(requests[0]?.body).toEqual({ status: 'CREDENTIAL_VERIFIED', feedback: 'Valid' });
  });

  it("shows the server's reason when verifying is refused, once", async () => {
    const reason = productMessages.credentialExpiredCannotVerify(formatDate('2020-06-29'));
    stubFetch(
      onCall(updateCredentialStatusContract, { employeeId: employeeCard.id, credentialId: credential.id }, () => failure(422, [reason])),
    );
    const user = renderDialog();
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText(reason)).toBeInTheDocument();
    expect(screen.getAllByText(reason)).toHaveLength(1);
    expect(screen.queryByText(messages.credentialUpdateFailed)).not.toBeInTheDocument();
  });

  it("falls back to 'Error in Updating credential' when no reason came back", async () => {
    stubFetch(
      onCall(updateCredentialStatusContract, { employeeId: employeeCard.id, credentialId: credential.id }, () =>
        failure(500, [messages.somethingWentWrong]),
      ),
    );
    const user = renderDialog();
    await user.click(screen.getByRole('button', { name: 'Reject' }));
    expect(await screen.findByText(messages.credentialUpdateFailed)).toBeInTheDocument();
    expect(screen.queryByText(messages.somethingWentWrong)).not.toBeInTheDocument();
  });

  it('refuses an expiry before tomorrow without calling the server', async () => {
    const { requests } = stubFetch();
    const user = renderDialog();
    const expiry = screen.getByLabelText(/Expiry date/);
    await user.clear(expiry);
    await user.type(expiry, '01/01/2020');
    await user.tab();
    expect(requests).toHaveLength(0);
  });
});
