import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { addEmployeeContract } from '@careroster/shared/api/records/add-employee';
import { sendMobileCodeContract, validateMobileCodeContract } from '@careroster/shared/api/records/mobile-verification';
import { productMessages } from '@careroster/shared/messages';
import { useAppStore } from '../../../store/app-store';
import { onCall, stubFetch } from '../../../test/fetch-stub';
import { loginAnswerFixture } from '../../../test/fixtures';
import { TestProviders } from '../../../test/render-app';
import { AddEmployeeButton } from './add-employee-dialog';
import { consequenceLines } from './employee-record-actions';

const verificationId = '4f6f2a0e-3b7c-4f4e-9d7a-3c1f2b9e8a01';
const FAR = '2999-01-01T00:00:00.000Z';

describe('AddEmployeeButton', () => {
  beforeEach(() => useAppStore.getState().login(loginAnswerFixture));

  it('keeps Add disabled until the code comes back right, then sends the verification with the form', async () => {
    const { requests } = stubFetch(
      onCall(sendMobileCodeContract, () => ({
        verification_id: verificationId,
        expires_at: FAR,
        resend_at: FAR,
        sends_left: 3,
        message: productMessages.mobileCodeSent,
      })),
      onCall(validateMobileCodeContract, { verificationId }, () => ({
        verification_id: verificationId,
        fresh_until: FAR,
        message: productMessages.mobileVerified,
      })),
      onCall(addEmployeeContract, () => ({ id: verificationId, emp_id: 7, message: productMessages.employeeAdded('Penny Byhand') })),
    );
    render(
      <TestProviders>
        <AddEmployeeButton />
      </TestProviders>,
    );
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: productMessages.addEmployee }));
    const dialog = await screen.findByRole('dialog', { name: productMessages.addEmployee });
    await user.type(screen.getByLabelText(/^First name/), 'Penny');
    await user.type(screen.getByLabelText(/^Last name/), 'Byhand');
    await user.type(screen.getByLabelText(/^Mobile/), '4155550147');
    expect(screen.getByLabelText(/^Mobile/)).toHaveValue('+1(415) 555-0147');
    await user.type(screen.getByLabelText(/^Monthly rate/), '5200');
    const add = () => screen.getAllByRole('button', { name: productMessages.addEmployee }).at(-1)!;
    expect(add()).toBeDisabled();

    await user.click(screen.getByRole('button', { name: productMessages.sendCode }));
    // The server's cool-down, shown on Resend.
    expect(await screen.findByRole('button', { name: /^Resend code in \d+ s$/ })).toBeDisabled();
    await user.type(screen.getByLabelText(productMessages.codeLabel), '123456');
    await user.click(screen.getByRole('button', { name: productMessages.verifyCode }));
    await screen.findByText(productMessages.mobileVerified);
    expect(dialog).toBeInTheDocument();
    expect(requests.find((r) => r.path.endsWith('/validate'))?.body).toEqual({ code: '123456' });
    await waitFor(() => expect(add()).toBeEnabled());
  });
});

describe('consequenceLines', () => {
  it('lists what deactivation changes, or that she holds nothing, and always the text to her', () => {
    const lines = consequenceLines({
      bookings: [{ shift_id: verificationId, title: 'Day', starts_at: FAR, ends_at: FAR }],
      applications: 0,
      offers: 2,
      time_clock_link: true,
      time_clock_passcode: true,
      message_tokens: 1,
    });
    expect(lines).toEqual([
      productMessages.deactivationBookings(1),
      productMessages.deactivationOffers(2),
      productMessages.deactivationTimeClockLink,
      productMessages.deactivationTimeClockPasscode,
      productMessages.deactivationMessageTokens(1),
      productMessages.deactivationTexted,
    ]);
    expect(
      consequenceLines({ bookings: [], applications: 0, offers: 0, time_clock_link: false, time_clock_passcode: false, message_tokens: 0 }),
    ).toEqual([productMessages.deactivationNothingHeld, productMessages.deactivationTexted]);
  });
});
