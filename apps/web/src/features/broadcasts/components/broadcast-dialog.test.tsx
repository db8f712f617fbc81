import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { JOB_TITLE_IDS } from '@careroster/shared/job-titles';
import { productMessages } from '@careroster/shared/messages';
import { broadcastAudienceContract } from '@careroster/shared/api/broadcasts/broadcast-audience';
import { createBroadcastContract } from '@careroster/shared/api/broadcasts/create-broadcast';
import { employeeSearchContract } from '@careroster/shared/api/employees/employee-search';
import { useAppStore } from '../../../store/app-store';
import { searchRow } from '../../../test/employee-fixtures';
import { failure, onCall, stubFetch, type AnswerInput, type Responder } from '../../../test/fetch-stub';
import { loginAnswerFixture } from '../../../test/fixtures';
import { TestProviders } from '../../../test/render-app';
import { BroadcastDialog } from './broadcast-dialog';

const rows = [searchRow(1, { first_name: 'Ada', last_name: 'Lovelace' }), searchRow(2, { first_name: 'Mary', last_name: 'Seacole' })];
const sentAnswer: AnswerInput<typeof createBroadcastContract> = {
  id: '00000000-0000-4000-8000-00000000aaaa',
  recipients: 2,
  skipped: 0,
  message: productMessages.broadcastSent(2),
};

function setup(send: Responder<typeof createBroadcastContract> = () => sentAnswer) {
  const stub = stubFetch(
    onCall(broadcastAudienceContract, () => ({ recipients: 12, skipped: 2 })),
    onCall(employeeSearchContract, () => ({ count: 2, results: rows })),
    onCall(createBroadcastContract, send),
  );
  const onClose = vi.fn();
  render(
    <TestProviders>
      <BroadcastDialog opened onClose={onClose} />
    </TestProviders>,
  );
  const posts = () => stub.requests.filter((r) => r.method === 'POST');
  return { ...stub, posts, onClose, user: userEvent.setup() };
}

const dialog = (name: string) => screen.getByRole('dialog', { name });

describe('BroadcastDialog', () => {
  beforeEach(() => useAppStore.getState().login(loginAnswerFixture));

  it('previews how many nurses a filter reaches and sends the SMS to that filter after confirming', async () => {
    const { requests, posts, onClose, user } = setup();
    expect(await screen.findByText(`12 nurses will get this message. ${productMessages.broadcastSkipped(2)}`)).toBeInTheDocument();

    await user.click(screen.getByRole('combobox', { name: 'Worker type' }));
    await user.click(await screen.findByRole('option', { name: 'Internal' }));
    await waitFor(() => expect(requests.some((r) => r.path.includes('worker_type=IN'))).toBe(true));

    const message = screen.getByRole('textbox', { name: /^Message/ });
    expect(message).toHaveAttribute('maxlength', '160');
    await user.type(message, 'Staff meeting at 3 pm.');
    expect(screen.getByText('22/160')).toBeInTheDocument();
    await user.click(within(dialog('New message')).getByRole('button', { name: 'Send' }));

    const confirm = await screen.findByRole('dialog', { name: productMessages.broadcastConfirmTitle });
    expect(confirm).toHaveTextContent(productMessages.broadcastConfirmBody(12));
    expect(posts()).toHaveLength(0);
    await user.click(within(confirm).getByRole('button', { name: 'Send' }));

    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(posts()[0]?.body).toEqual({ channel: 'SMS', body: 'Staff meeting at 3 pm.', filter: { worker_type: 'IN' } });
    expect(posts()[0]?.headers.get('idempotency-key')).toBeTruthy();
    expect(await screen.findByText(productMessages.broadcastSent(2))).toBeInTheDocument();
  });

  it('asks a notification for its title, and sends to nurses picked with the employee search dialog', async () => {
    const { posts, user } = setup();
    await user.click(screen.getByRole('radio', { name: 'Notification' }));
    await user.type(screen.getByRole('textbox', { name: /^Message/ }), 'Flu shots on Friday.');
    await user.click(within(dialog('New message')).getByRole('button', { name: 'Send' }));
    expect(await screen.findByText(productMessages.broadcastTitleRequired)).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: /^Title/ }), 'Flu shots');

    await user.click(screen.getByRole('radio', { name: 'By name' }));
    await user.click(screen.getByRole('button', { name: 'Choose nurses' }));
    const search = await screen.findByRole('dialog', { name: 'Choose nurses' });
    await user.click(await within(search).findByRole('checkbox', { name: 'Select Ada Lovelace' }));
    await user.click(within(search).getByRole('checkbox', { name: 'Select Mary Seacole' }));
    await user.click(within(search).getByRole('button', { name: 'Continue' }));

    const chosen = await screen.findByRole('list', { name: 'Chosen nurses' });
    expect(within(chosen).getByText('Ada Lovelace')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Remove Mary Seacole' }));
    expect(within(chosen).queryByText('Mary Seacole')).not.toBeInTheDocument();

    await user.click(within(dialog('New message')).getByRole('button', { name: 'Send' }));
    const confirm = await screen.findByRole('dialog', { name: productMessages.broadcastConfirmTitle });
    expect(confirm).toHaveTextContent(productMessages.broadcastConfirmBody(1));
    await user.click(within(confirm).getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(posts()).toHaveLength(1));
    expect(posts()[0]?.body).toEqual({
      channel: 'NOTIFICATION',
      title: 'Flu shots',
      body: 'Flu shots on Friday.',
      employee_ids: [rows[0]!.id],
    });
  });

  it('keeps what was typed and chosen when the send fails', async () => {
    const { posts, onClose, user } = setup(() => failure(429, [productMessages.broadcastRateLimited(10)], 'RATE_LIMITED'));
    await screen.findByText(/12 nurses will get this message/);
    await user.click(screen.getByRole('combobox', { name: 'Job title' }));
    await user.click(await screen.findByRole('option', { name: /^RN - / }));
    await user.type(screen.getByRole('textbox', { name: /^Message/ }), 'Please confirm your shifts.');
    await user.click(within(dialog('New message')).getByRole('button', { name: 'Send' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: productMessages.broadcastConfirmTitle })).getByRole('button', { name: 'Send' }),
    );

    expect(await screen.findByText(productMessages.broadcastRateLimited(10))).toBeInTheDocument();
    expect(posts()[0]?.body).toMatchObject({ filter: { job_title_id: JOB_TITLE_IDS.RN } });
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByRole('textbox', { name: /^Message/ })).toHaveValue('Please confirm your shifts.');
    expect(screen.getByRole('combobox', { name: 'Job title' })).toHaveValue('RN - Registered Nurse');
  });
});
