import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  createCategoryContract,
  deleteCategoryContract,
  listCategoriesContract,
  type Category,
} from '@careroster/shared/api/company/categories';
import { JOB_TITLE_IDS } from '@careroster/shared/job-titles';
import { productMessages } from '@careroster/shared/messages';
import { useAppStore } from '../../../store/app-store';
import { isCall, onCall, stubFetch } from '../../../test/fetch-stub';
import { loginAnswerFixture } from '../../../test/fixtures';
import { TestProviders } from '../../../test/render-app';
import { CategoryList } from './category-list';

const licensed: Category = {
  id: '00000000-0000-4000-8000-0000000000c1',
  name: 'Licensed nursing',
  code: 'NURS-LIC',
  active: true,
  job_title_ids: [JOB_TITLE_IDS.RN, JOB_TITLE_IDS.LPN],
};
const therapy: Category = {
  id: '00000000-0000-4000-8000-0000000000c2',
  name: 'Therapy',
  code: 'THERAPY',
  active: false,
  job_title_ids: [],
};
const labor = { list: 'labor-categories' } as const;

const renderList = (canManage = true) =>
  render(
    <TestProviders>
      <CategoryList list="labor-categories" canManage={canManage} />
    </TestProviders>,
  );

describe('CategoryList (decision 078)', () => {
  beforeEach(() => useAppStore.getState().login(loginAnswerFixture));

  it('shows each category with its code and job titles, archived ones marked and restorable', async () => {
    stubFetch(onCall(listCategoriesContract, labor, () => ({ results: [licensed, therapy] })));
    renderList();
    const table = await screen.findByRole('table', { name: productMessages.companyLaborCategories });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(3));
    const [, first, second] = within(table).getAllByRole('row');
    expect(first).toHaveTextContent('Licensed nursingNURS-LICRN, LPN');
    expect(second).toHaveTextContent(`Therapy${productMessages.companyArchivedLabel}THERAPY—`);
    expect(within(second!).getByRole('button', { name: 'Restore Therapy' })).toBeInTheDocument();
    expect(within(second!).queryByRole('button', { name: 'Delete Therapy' })).toBeNull();
  });

  it('checks the code before sending, then adds the category with its job titles under an Idempotency-Key', async () => {
    const { requests } = stubFetch(
      onCall(listCategoriesContract, labor, () => ({ results: [licensed] })),
      onCall(createCategoryContract, labor, () => ({
        ...licensed,
        id: '00000000-0000-4000-8000-0000000000c3',
        name: 'Aides',
        code: 'AIDES',
      })),
    );
    renderList();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Add labor category' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add labor category' });
    await user.type(within(dialog).getByRole('textbox', { name: /Name/ }), 'Aides');
    await user.type(within(dialog).getByRole('textbox', { name: /Code/ }), 'aides and more');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(
      await within(dialog).findByText(productMessages.companyCategoryCodeInvalid, { selector: '.mantine-InputWrapper-error' }),
    ).toBeInTheDocument();
    expect(requests.filter(isCall(createCategoryContract, labor))).toHaveLength(0);

    await user.clear(within(dialog).getByRole('textbox', { name: /Code/ }));
    await user.type(within(dialog).getByRole('textbox', { name: /Code/ }), 'aides');
    await user.click(within(dialog).getAllByLabelText('Job titles')[0]!);
    await user.click(await screen.findByRole('option', { name: /^CNA/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(productMessages.companyCategorySaved)).toBeInTheDocument();
    const sent = requests.find(isCall(createCategoryContract, labor))!;
    expect(sent.body).toEqual({ name: 'Aides', code: 'AIDES', job_title_ids: [JOB_TITLE_IDS.CNA] });
    expect(sent.headers.get('idempotency-key')).toBeTruthy();
  });

  it('says when a deleted category was archived because it is in use', async () => {
    stubFetch(
      onCall(listCategoriesContract, labor, () => ({ results: [licensed] })),
      onCall(deleteCategoryContract, { ...labor, categoryId: licensed.id }, () => ({
        archived: true,
        message: productMessages.companyCategoryArchived,
      })),
    );
    renderList();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Delete Licensed nursing' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Licensed nursing?' });
    expect(dialog).toHaveTextContent(productMessages.companyCategoryDeleteText);
    await user.click(within(dialog).getByRole('button', { name: productMessages.actionDelete }));
    expect(await screen.findByText(productMessages.companyCategoryArchived)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('shows the lists without buttons to someone who may only read', async () => {
    stubFetch(onCall(listCategoriesContract, labor, () => ({ results: [licensed] })));
    renderList(false);
    expect(await screen.findByText('Licensed nursing')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add labor category' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Edit Licensed nursing' })).toBeNull();
  });
});
