import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  benefitsHistoryContract,
  createElectionContract,
  createLifeEventContract,
  employeeBenefitsContract,
  listEnrolmentsContract,
  type ElectionBody,
} from '@careroster/shared/api/benefits/enrolment';
import {
  createPlanContract,
  createPlanYearContract,
  listPlanYearsContract,
  type PlanFields,
  type PlanYearFields,
} from '@careroster/shared/api/benefits/plans';
import { benefitsEligibilityContract } from '@careroster/shared/api/pto/list-eligibility';
import type { LifeEventKind } from '@careroster/shared/benefits/values';
import { callApi } from '../../../api/client';
import { useCreateMutation } from '../../../api/idempotency';
import { benefitsKey } from './keys';

// Dialogs and forms show the server's refusal themselves.
const quiet = { report: 'none' } as const;

export const useBenefitsEligibility = (months: number) =>
  useQuery({
    queryKey: [...benefitsKey(), 'eligibility', months],
    queryFn: ({ signal }) => callApi(benefitsEligibilityContract, { query: { months } }, { signal }),
    placeholderData: keepPreviousData,
  });

export const usePlanYears = () =>
  useQuery({ queryKey: [...benefitsKey(), 'plan-years'], queryFn: ({ signal }) => callApi(listPlanYearsContract, {}, { signal }) });

export const useEnrolments = () =>
  useQuery({ queryKey: [...benefitsKey(), 'enrolments'], queryFn: ({ signal }) => callApi(listEnrolmentsContract, {}, { signal }) });

export const useEmployeeBenefits = (employeeId: string) =>
  useQuery({
    queryKey: [...benefitsKey(), 'employee', employeeId],
    queryFn: ({ signal }) => callApi(employeeBenefitsContract, { params: { employeeId } }, { signal }),
  });

export const useBenefitsHistory = (employeeId: string) =>
  useQuery({
    queryKey: [...benefitsKey(), 'history', employeeId],
    queryFn: ({ signal }) => callApi(benefitsHistoryContract, { params: { employeeId } }, { signal }),
  });

function useInvalidate() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: benefitsKey() });
}

export function useCreatePlanYear() {
  const onSuccess = useInvalidate();
  return useCreateMutation({
    mutationFn: (body: PlanYearFields, idempotencyKey) => callApi(createPlanYearContract, { body }, { ...quiet, idempotencyKey }),
    onSuccess,
  });
}

export function useCreatePlan() {
  const onSuccess = useInvalidate();
  return useCreateMutation({
    mutationFn: ({ planYearId, body }: { planYearId: string; body: PlanFields }, idempotencyKey) =>
      callApi(createPlanContract, { params: { planYearId }, body }, { ...quiet, idempotencyKey }),
    onSuccess,
  });
}

export function useElect(employeeId: string) {
  const onSuccess = useInvalidate();
  return useCreateMutation({
    mutationFn: (body: ElectionBody, idempotencyKey) =>
      callApi(createElectionContract, { params: { employeeId }, body }, { ...quiet, idempotencyKey }),
    onSuccess,
  });
}

export function useRecordLifeEvent(employeeId: string) {
  const onSuccess = useInvalidate();
  return useCreateMutation({
    mutationFn: (body: { kind: LifeEventKind; event_date: string }, idempotencyKey) =>
      callApi(createLifeEventContract, { params: { employeeId }, body }, { ...quiet, idempotencyKey }),
    onSuccess,
  });
}
