import { Alert, MultiSelect, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import { createCategoryBody, type Category } from '@careroster/shared/api/company/categories';
import { CATEGORY_CODE_MAX_LENGTH, CATEGORY_NAME_MAX_LENGTH } from '@careroster/shared/company/categories';
import { jobTitles } from '@careroster/shared/job-titles';
import { messages, productMessages } from '@careroster/shared/messages';
import { ApiError } from '../../../api/client';
import { GenericModal } from '../../../components/generic-modal';
import { useSingleFlight } from '../../../components/use-single-flight';

const titleOptions = jobTitles.map((j) => ({ value: j.id, label: `${j.abbreviation} · ${j.name}` }));

export type CategoryFields = { name: string; code: string; job_title_ids: string[] };

/**
 * Add or edit a category (mounted for each opening, so it starts from `category`). The code is
 * fixed once created (exports and reimbursements carry it); labor categories also take job titles.
 */
export function CategoryDialog({
  category,
  withTitles,
  title,
  onClose,
  onSubmit,
}: {
  category: Category | null;
  withTitles: boolean;
  title: string;
  onClose: () => void;
  onSubmit: (fields: CategoryFields) => Promise<unknown>;
}) {
  const [fields, setFields] = useState<CategoryFields>({
    name: category?.name ?? '',
    code: category?.code ?? '',
    job_title_ids: category?.job_title_ids ?? [],
  });
  const [errors, setErrors] = useState<Partial<Record<keyof CategoryFields, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const set = (change: Partial<CategoryFields>) => setFields((f) => ({ ...f, ...change }));
  const [submit, saving] = useSingleFlight(async () => {
    const parsed = createCategoryBody.safeParse(fields);
    const found: typeof errors = {};
    if (!parsed.success) for (const issue of parsed.error.issues) found[issue.path[0] as keyof CategoryFields] ??= issue.message;
    setErrors(found);
    if (!parsed.success) return;
    try {
      await onSubmit({ ...parsed.data, job_title_ids: fields.job_title_ids });
      onClose();
    } catch (error) {
      setFailure(error instanceof ApiError ? (error.messages[0] ?? messages.somethingWentWrong) : messages.somethingWentWrong);
    }
  });
  return (
    <GenericModal
      opened
      onClose={onClose}
      title={title}
      onSecondary={onClose}
      secondaryLabel="Cancel"
      onConfirm={() => void submit()}
      confirmLabel={category ? 'Update' : 'Save'}
      confirmLoading={saving}
    >
      <Stack gap="sm">
        <TextInput
          label="Name"
          required
          data-autofocus
          maxLength={CATEGORY_NAME_MAX_LENGTH}
          value={fields.name}
          error={errors.name}
          onChange={(e) => set({ name: e.currentTarget.value })}
        />
        <TextInput
          label="Code"
          required
          description={category ? undefined : productMessages.companyCategoryCodeInvalid}
          readOnly={category !== null}
          maxLength={CATEGORY_CODE_MAX_LENGTH}
          value={fields.code}
          error={errors.code}
          onChange={(e) => set({ code: e.currentTarget.value.toUpperCase() })}
        />
        {withTitles && (
          <MultiSelect
            label="Job titles"
            searchable
            data={titleOptions}
            value={fields.job_title_ids}
            onChange={(ids) => set({ job_title_ids: ids })}
          />
        )}
        {failure && (
          <Alert color="red" role="alert">
            {failure}
          </Alert>
        )}
      </Stack>
    </GenericModal>
  );
}
