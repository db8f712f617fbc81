import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  createCategoryContract,
  deleteCategoryContract,
  listCategoriesContract,
  updateCategoryContract,
  type CreateCategoryBody,
  type UpdateCategoryBody,
} from '@careroster/shared/api/company/categories';
import type { CategoryList } from '@careroster/shared/company/categories';
import { callApi } from '../../../api/client';
import { currentFacilityId } from '../../../api/facility-scope';
import { useCreateMutation } from '../../../api/idempotency';

/** The company area's keys: the facility id second (decision 009). */
export const companyKey = (facilityId: string | null = currentFacilityId()) => ['company', facilityId] as const;
const listKey = (list: CategoryList) => [...companyKey(), list] as const;

/** One of the facility's lists, active categories first. */
export const useCategories = (list: CategoryList) =>
  useQuery({ queryKey: listKey(list), queryFn: ({ signal }) => callApi(listCategoriesContract, { params: { list } }, { signal }) });

function useInvalidate(list: CategoryList) {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: listKey(list) });
}

// The dialogs show a refusal themselves, beside the fields.
export function useCreateCategory(list: CategoryList) {
  const onSuccess = useInvalidate(list);
  return useCreateMutation({
    mutationFn: (body: CreateCategoryBody, idempotencyKey) =>
      callApi(createCategoryContract, { params: { list }, body }, { idempotencyKey, report: 'none' }),
    onSuccess,
  });
}

export function useUpdateCategory(list: CategoryList) {
  const onSuccess = useInvalidate(list);
  return useMutation({
    mutationFn: ({ categoryId, ...body }: UpdateCategoryBody & { categoryId: string }) =>
      callApi(updateCategoryContract, { params: { list, categoryId }, body }, { report: 'none' }),
    onSuccess,
  });
}

export function useDeleteCategory(list: CategoryList) {
  const onSuccess = useInvalidate(list);
  return useMutation({
    mutationFn: (categoryId: string) => callApi(deleteCategoryContract, { params: { list, categoryId } }, { report: 'none' }),
    onSuccess,
  });
}
