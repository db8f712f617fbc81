import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { messages } from '@careroster/shared/messages';
import { updateFacilityContract } from '@careroster/shared/api/facility/update-facility';
import { updateProfileContract } from '@careroster/shared/api/legal/i9-form';
import {
  getKycContract,
  type KycAnswer,
  type LegalDocument,
  revealLegalNumberContract,
  updateKycContract,
} from '@careroster/shared/api/legal/kyc';
import { useAppStore } from '../../../store/app-store';
import { failure, isCall, onCall, stubFetch } from '../../../test/fetch-stub';
import { loginAnswerFixture } from '../../../test/fixtures';
import { TestProviders } from '../../../test/render-app';
import { I9UploadDialog } from './i9-upload-dialog';
import { LegalDocumentsDialog } from './legal-documents-dialog';

const doc = (over: Partial<LegalDocument> = {}): LegalDocument => ({
  data: '/facilities/kyc/files/aoi?v=1',
  filename: 'articles.pdf',
  filesize: 1200,
  status: 'ACCEPTED',
  rejection_reason: null,
  uploaded_at: '2026-10-01T12:00:00.000Z',
  ...over,
});
const empty: KycAnswer = { ein_doc: null, ss4_doc: null, aoi: null, tin: null, ssn: null, entity_legal_name: null };
const complete: KycAnswer = {
  ...empty,
  ein_doc: doc({ filename: 'ein.pdf' }),
  aoi: doc(),
  tin: { data: '***-**-1936' },
  ssn: { data: '***-**-4870' },
  entity_legal_name: 'Sunrise LLC',
};
const pdf = (name = 'articles.pdf', size = 1000) => new File([new Uint8Array(size)], name, { type: 'application/pdf' });

const renderDialog = (kyc: KycAnswer, isAdmin: boolean) =>
  render(
    <TestProviders>
      <LegalDocumentsDialog opened onClose={vi.fn()} kyc={kyc} isAdmin={isAdmin} />
    </TestProviders>,
  );

describe('LegalDocumentsDialog', () => {
  beforeEach(() => useAppStore.getState().login(loginAnswerFixture));

  it("asks an admin for every part of an empty record with the spec's messages, SS4 chosen by default", async () => {
    stubFetch();
    renderDialog(empty, true);
    const user = userEvent.setup();
    expect(screen.getByRole('radio', { name: 'SS4 Document' })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(messages.entityLegalNameRequired)).toBeInTheDocument();
    expect(screen.getByText(messages.tinInvalid)).toBeInTheDocument();
    expect(screen.getByText(messages.ssnInvalid)).toBeInTheDocument();
    expect(screen.getByText(messages.ss4DocRequired)).toBeInTheDocument();
    expect(screen.getByText(messages.aoiDocRequired)).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'EIN Document' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(messages.einDocRequired)).toBeInTheDocument();
  });

  it('masks the SSN as typed and refuses the numbers the SSA never issues', async () => {
    stubFetch();
    renderDialog(complete, true);
    const user = userEvent.setup();
    const ssn = screen.getByLabelText(/^SSN/);
    await user.clear(ssn);
    await user.type(ssn, '666123456');
    expect(ssn).toHaveValue('666-12-3456');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(messages.ssnInvalid)).toBeInTheDocument();
    expect(screen.queryByText(messages.tinInvalid)).not.toBeInTheDocument();
  });

  it('defaults to EIN when an EIN document exists, and reveals a number only on the eye button', async () => {
    const { requests } = stubFetch(onCall(revealLegalNumberContract, () => ({ field: 'tin', data: '274-58-1936' })));
    renderDialog(complete, true);
    const user = userEvent.setup();
    expect(screen.getByRole('radio', { name: 'EIN Document' })).toBeChecked();
    expect(screen.getByLabelText(/^TIN/)).toHaveValue('***-**-1936');
    await user.click(screen.getByRole('button', { name: 'Show full TIN' }));
    await waitFor(() => expect(screen.getByLabelText(/^TIN/)).toHaveValue('274-58-1936'));
    expect(requests.filter((r) => r.path.endsWith('/kyc/reveal'))).toHaveLength(1);
  });

  it('shows a manager only the legal name and the AOI, and sends only those', async () => {
    const { requests } = stubFetch(
      onCall(updateFacilityContract, () => ({ payroll_setting: 'WEEKLY', entity_legal_name: 'Maple Inc.' })),
      onCall(updateKycContract, () => empty),
      onCall(getKycContract, () => empty),
    );
    renderDialog({ ...empty, aoi: doc({ status: 'REJECTED', rejection_reason: 'Unsigned' }) }, false);
    const user = userEvent.setup();
    expect(screen.queryByLabelText(/^TIN/)).not.toBeInTheDocument();
    expect(screen.queryByLabelText(/^SSN/)).not.toBeInTheDocument();
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();
    await user.type(screen.getByLabelText(/^Entity Legal Name/), 'Maple Inc.');
    await user.upload(screen.getByLabelText(/AOI/), pdf());
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(requests.some(isCall(updateKycContract))).toBe(true));
    const kycPatch = requests.find(isCall(updateKycContract))!.body as FormData;
    expect([...kycPatch.keys()]).toEqual(['aoi']);
  });

  it("refuses a file over 10MB with the spec's message and shows a server refusal's first message", async () => {
    stubFetch(
      onCall(updateKycContract, () => failure(422, [messages.wrongTypeDocument, 'second'], 'VALIDATION_FAILED')),
      onCall(getKycContract, () => complete),
    );
    renderDialog(complete, true);
    const user = userEvent.setup();
    await user.upload(screen.getByLabelText(/AOI/), pdf('big.pdf', 10_485_763));
    expect(await screen.findByText(messages.fileBelow10Mb)).toBeInTheDocument();
    await user.upload(screen.getByLabelText(/AOI/), pdf('fine.pdf'));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const alert = await screen.findByText(messages.wrongTypeDocument);
    expect(alert).toBeInTheDocument();
    expect(screen.queryByText('second')).not.toBeInTheDocument();
  });
});

describe('I9UploadDialog', () => {
  beforeEach(() => useAppStore.getState().login(loginAnswerFixture));

  it("links the official form and says 'Error uploading i9 form.' when the upload fails", async () => {
    stubFetch(onCall(updateProfileContract, () => failure(422, [messages.wrongTypeDocument], 'VALIDATION_FAILED')));
    render(
      <TestProviders>
        <I9UploadDialog onClose={vi.fn()} />
      </TestProviders>,
    );
    const user = userEvent.setup();
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getByRole('link', { name: /official I-9 form/ })).toHaveAttribute('href', 'https://www.uscis.gov/i-9');
    await user.upload(within(dialog).getByLabelText(/I-9 form file/), pdf('i9.pdf'));
    await user.click(within(dialog).getByRole('button', { name: 'Upload' }));
    expect(await within(dialog).findByText(messages.i9UploadFailed)).toBeInTheDocument();
  });
});
