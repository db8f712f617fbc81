import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { formatDate } from '@careroster/shared/format/date-time';
import { updateCmsIdContract } from '@careroster/shared/api/pbj/cms-id';
import { getPbjContract, type PbjAnswer } from '@careroster/shared/api/pbj/get-pbj';
import { savePbjMappingContract } from '@careroster/shared/api/pbj/job-title-codes';
import { updateMealRuleContract } from '@careroster/shared/api/pbj/meal-rule';
import { JOB_TITLE_IDS } from '@careroster/shared/job-titles';
import { productMessages } from '@careroster/shared/messages';
import { useAppStore } from '../../../store/app-store';
import { onCall, stubFetch } from '../../../test/fetch-stub';
import { facilityA, loginAnswerFixture } from '../../../test/fixtures';
import { TestProviders } from '../../../test/render-app';
import { PbjPage } from './pbj-page';

const unmapped = productMessages.pbjProblemTitleUnmapped('Unit Secretary', '8.00');

function quarterAnswer(fiscalYear: number, quarter: 1 | 2 | 3 | 4, errors: boolean): PbjAnswer {
  return {
    quarter: {
      fiscal_year: fiscalYear,
      quarter,
      label: `Q${quarter} FY${fiscalYear}`,
      start: '2026-07-01',
      end: '2026-09-30',
      deadline: '2026-11-14',
      days_left: errors ? -3 : 12,
      ended: true,
    },
    header: {
      cms_facility_id: '105678',
      state: 'FL',
      software_name: 'CareRoster',
      software_version: '0.1.0',
      meal_rule: 'CMS_DEDUCTION',
    },
    days: [
      {
        date: '2026-07-10',
        job_title_code: 7,
        job_title_label: 'Registered Nurse',
        pay_type_code: 2,
        pay_type_label: 'Non-exempt',
        hours: 7.5,
        employees: 1,
      },
    ],
    employees: [
      {
        employee_id: 'e1',
        pbj_employee_id: '1001',
        name: 'Ada Brooks',
        worker_type: 'IN',
        hire_date: '2020-02-03',
        pay_type_code: 2,
        days: 1,
        hours: 7.5,
      },
    ],
    mapping: [
      {
        job_title_id: JOB_TITLE_IDS.RN,
        abbreviation: 'RN',
        name: 'Registered Nurse',
        code: 7,
        code_label: 'Registered Nurse',
        default_code: 7,
        reviewed: false,
      },
      {
        job_title_id: JOB_TITLE_IDS.US,
        abbreviation: 'US',
        name: 'Unit Secretary',
        code: null,
        code_label: null,
        default_code: null,
        reviewed: false,
      },
    ],
    report: {
      errors: errors
        ? [
            {
              kind: 'TITLE_UNMAPPED',
              message: unmapped,
              employee_name: null,
              pbj_employee_id: null,
              date: null,
              job_title: 'Unit Secretary',
              hours: 8,
            },
          ]
        : [],
      warnings: [],
    },
    totals: { hours: 7.5, employees: 1, entries: 1 },
  };
}

// Without a quarter the server answers the last closed one; Q4 has an error in this fixture.
const pbjRoute = onCall(getPbjContract, (request) =>
  new URL(request.path, 'http://localhost').searchParams.get('quarter') === '3'
    ? quarterAnswer(2026, 3, false)
    : quarterAnswer(2026, 4, true),
);

function renderPage() {
  useAppStore.getState().login({ ...loginAnswerFixture, role: 'ADMIN', facility_id: facilityA.id });
  render(
    <TestProviders>
      <PbjPage />
    </TestProviders>,
  );
}

describe('PbjPage', () => {
  it('shows the countdown and the report, disables the XML while errors remain, and loads a picked quarter', async () => {
    const { requests } = stubFetch(pbjRoute);
    const user = userEvent.setup();
    renderPage();
    expect(await screen.findByTestId('pbj-countdown')).toHaveTextContent(productMessages.pbjOverdue(3));
    expect(screen.getByText(productMessages.pbjDeadline(formatDate('2026-11-14')))).toBeInTheDocument();
    expect(screen.getByTestId('pbj-report')).toHaveTextContent(unmapped);
    const xml = screen.getByRole('button', { name: productMessages.pbjDownloadXml });
    expect(xml).toBeDisabled();
    expect(xml).toHaveAccessibleDescription(productMessages.pbjDownloadBlocked);
    expect(screen.getByRole('button', { name: productMessages.pbjDownloadCsv })).toBeEnabled();
    expect(screen.getAllByTestId('pbj-employee-row')[0]).toHaveTextContent('Ada Brooks');

    await user.click(screen.getByRole('combobox', { name: productMessages.pbjQuarter }));
    await user.click(await screen.findByRole('option', { name: productMessages.pbjQuarterOption(3, 'Apr-Jun') }));
    await waitFor(() => expect(screen.getByTestId('pbj-countdown')).toHaveTextContent(productMessages.pbjDueIn(12)));
    expect(requests.some((r) => r.path === '/api/v1/facilities/pbj?fiscal_year=2026&quarter=3')).toBe(true);
    expect(screen.getByTestId('pbj-report')).toHaveTextContent(productMessages.pbjReportClean);
    expect(screen.getByRole('button', { name: productMessages.pbjDownloadXml })).toBeEnabled();
  });

  it('saves only the job titles the facility changed in the mapping review', async () => {
    const { requests } = stubFetch(
      onCall(savePbjMappingContract, () => ({ mapping: [], message: productMessages.pbjMappingSaved })),
      pbjRoute,
    );
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: productMessages.pbjReviewMapping }));
    const dialog = await screen.findByRole('dialog', { name: productMessages.pbjMappingTitle });
    expect(within(dialog).getByRole('button', { name: 'Save' })).toBeDisabled();
    await user.click(within(dialog).getByRole('combobox', { name: productMessages.pbjCodeFor('Unit Secretary') }));
    await user.click(await screen.findByRole('option', { name: productMessages.pbjNotReported }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(requests.find((r) => r.method === 'PUT')?.body).toEqual({ codes: [{ job_title_id: JOB_TITLE_IDS.US, code: null }] }),
    );
    expect(await screen.findByText(productMessages.pbjMappingSaved)).toBeInTheDocument();
  });

  it("shows the facility's meal break rule and saves another choice", async () => {
    const { requests } = stubFetch(
      onCall(updateMealRuleContract, () => ({ meal_rule: 'RECORDED_ONLY' as const, message: productMessages.pbjMealRuleSaved })),
      pbjRoute,
    );
    const user = userEvent.setup();
    renderPage();
    const group = await screen.findByRole('radiogroup', { name: productMessages.pbjMealRule });
    expect(within(group).getByRole('radio', { name: productMessages.pbjMealRuleDeduct })).toBeChecked();
    expect(within(group).getByText(productMessages.pbjMealRuleDeductHint)).toBeInTheDocument();
    await user.click(within(group).getByRole('radio', { name: productMessages.pbjMealRuleRecorded }));
    await waitFor(() => expect(requests.find((r) => r.method === 'PATCH')?.body).toEqual({ meal_rule: 'RECORDED_ONLY' }));
    expect(await screen.findByText(productMessages.pbjMealRuleSaved)).toBeInTheDocument();
  });

  it('checks the CMS id before sending it', async () => {
    const { requests } = stubFetch(
      onCall(updateCmsIdContract, () => ({ cms_facility_id: '205678', message: productMessages.pbjCmsIdSaved })),
      pbjRoute,
    );
    const user = userEvent.setup();
    renderPage();
    const input = await screen.findByRole('textbox', { name: productMessages.pbjCmsId });
    await user.clear(input);
    await user.type(input, '20-5678');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(productMessages.pbjCmsIdInvalid)).toBeInTheDocument();
    expect(requests.some((r) => r.method === 'PATCH')).toBe(false);
    await user.clear(input);
    await user.type(input, '205678');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(requests.find((r) => r.method === 'PATCH')?.body).toEqual({ cms_facility_id: '205678' }));
  });
});
