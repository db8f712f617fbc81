import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import {
  importPunchesContract,
  validatePunchImportContract,
  type PunchImportProblems,
} from '@careroster/shared/api/timekeeping/import-punches';
import { messages, productMessages } from '@careroster/shared/messages';
import { onCall, stubFetch } from '../../../../test/fetch-stub';
import { TestProviders } from '../../../../test/render-app';
import { ImportPunchesDialog } from './import-punches-dialog';

const problems: PunchImportProblems = {
  nonexistent_times: [{ row: 4, field: 'in', value: '2025-03-09 02:30', message: productMessages.punchImportNoSuchTime }],
  no_booking: [{ row: 6, field: 'in', value: null, message: productMessages.punchImportNoBooking }],
};

const csv = (name: string) => new File(['emp_id,in,out,break_minutes\n'], name, { type: 'text/csv' });

function setup(validations: PunchImportProblems[]) {
  const answers = [...validations];
  const stub = stubFetch(
    onCall(validatePunchImportContract, () => answers.shift() ?? {}),
    onCall(importPunchesContract, () => ({ count: 3, already_imported: false, message: productMessages.punchImported(3) })),
  );
  const onClose = vi.fn();
  render(
    <TestProviders>
      <ImportPunchesDialog opened onClose={onClose} />
    </TestProviders>,
  );
  const user = userEvent.setup({ applyAccept: false });
  const choose = (file: File) => user.upload(screen.getByLabelText(productMessages.punchImportFileLabel), file);
  return { ...stub, onClose, user, choose };
}

describe('ImportPunchesDialog', () => {
  it('takes only csv files', async () => {
    const { choose, requests } = setup([]);
    expect(screen.getByRole('dialog', { name: productMessages.punchImportTitle })).toBeInTheDocument();
    expect(screen.getByText(productMessages.punchImportColumnsHint)).toBeInTheDocument();
    await choose(csv('punches.xlsx'));
    expect(screen.getByRole('alert')).toHaveTextContent(productMessages.punchImportOnlyCsv);
    expect(screen.getByRole('button', { name: 'Validate' })).toBeDisabled();
    expect(requests).toHaveLength(0);
  });

  it('lists problems by type and row, then imports the fixed file after confirmation', async () => {
    const { choose, user, requests, onClose } = setup([problems, {}]);
    const importButton = () => screen.getByRole('button', { name: productMessages.punchImportConfirm });
    const imports = () => requests.filter((r) => r.path.endsWith('/punches/import'));

    await choose(csv('punches.csv'));
    expect(screen.getByText(productMessages.punchImportValidateFirst)).toBeInTheDocument();
    expect(importButton()).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Validate' }));
    const list = await screen.findByRole('region', { name: 'Validation problems' });
    const headings = productMessages.punchImportProblemHeadings;
    expect(within(list).getByRole('heading', { name: `${headings.nonexistent_times} (1)` })).toBeInTheDocument();
    expect(within(list).getByRole('heading', { name: `${headings.no_booking} (1)` })).toBeInTheDocument();
    expect(within(list).getByText(/Row 4, in:/)).toBeInTheDocument();
    expect(within(list).getByText(/Row 6, in:/)).toBeInTheDocument();
    expect(importButton()).toBeDisabled();

    await choose(csv('punches-fixed.csv'));
    expect(screen.queryByRole('region', { name: 'Validation problems' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Validate' }));
    expect((await screen.findAllByText(messages.documentValidated)).length).toBeGreaterThan(0);
    await waitFor(() => expect(importButton()).toBeEnabled());

    await user.click(importButton());
    const confirm = screen.getByRole('dialog', { name: productMessages.punchImportConfirmTitle });
    expect(within(confirm).getByText(productMessages.punchImportConfirmText('punches-fixed.csv'))).toBeInTheDocument();
    expect(imports()).toHaveLength(0);
    await user.dblClick(within(confirm).getByRole('button', { name: productMessages.punchImportConfirm }));

    expect(await screen.findByText(productMessages.punchImported(3))).toBeInTheDocument();
    expect(onClose).toHaveBeenCalled();
    expect(imports()).toHaveLength(1);
    expect(imports()[0]!.headers.get('idempotency-key')).toBeTruthy();
    expect(((imports()[0]!.body as FormData).get('file') as File).name).toBe('punches-fixed.csv');
  });
});
