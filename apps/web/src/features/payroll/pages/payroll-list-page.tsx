import { useState } from 'react';
import { Button, Container, Group, Select, Title } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { formatDateRange } from '@careroster/shared/format/date-time';
import { productMessages } from '@careroster/shared/messages';
import { showToast } from '../../../api/toasts';
import { EmptyState } from '../../../components/empty-state';
import { ListPagination, usePaging } from '../../../components/list-pagination';
import { PageLoader } from '../../../components/page-loader';
import { usePayrollRun, usePayrollRuns, useComputeRun } from '../api/payroll';
import { PaychexCategoriesDialog } from '../components/paychex-categories-dialog';
import { RunDetails } from '../components/run-details';
import { RunsTable } from '../components/runs-table';

/** `/payments/payroll/list`: the payroll runs, computing a finished period, and one run's drill-down (`?run=`). */
export function PayrollListPage() {
  const { page, pageSize, setPage, setPageSize } = usePaging();
  const runs = usePayrollRuns({ page, page_size: pageSize });
  const [params, setParams] = useSearchParams();
  const selected = params.get('run');
  const details = usePayrollRun(selected);
  const compute = useComputeRun();
  const [period, setPeriod] = useState<string | null>(null);
  const [categories, setCategories] = useState(false);
  const periods = runs.data?.periods ?? [];
  const chosen = period ?? periods[0]?.start ?? null;
  const select = (runId: string) => setParams({ run: runId });

  const runCompute = () => {
    if (!chosen) return;
    compute.mutate(chosen, {
      onSuccess: (run) => {
        showToast('info', productMessages.payrollComputed(formatDateRange(run.period_start, run.period_end)));
        select(run.id);
      },
    });
  };

  return (
    <Container size="xl" px={0}>
      <Group justify="space-between" mb="md" gap="sm" align="flex-end">
        <Title order={1} size="h2">
          {productMessages.payrollTitle}
        </Title>
        <Group gap="sm" align="flex-end">
          <Select
            label={productMessages.payrollPeriodLabel}
            w={260}
            allowDeselect={false}
            data={periods.map((p) => ({
              value: p.start,
              label: `${formatDateRange(p.start, p.end)}${p.status ? ` (${productMessages.payrollStatus[p.status]})` : ''}`,
              disabled: p.status !== null && p.status !== 'DRAFT',
            }))}
            value={chosen}
            onChange={setPeriod}
          />
          <Button onClick={runCompute} loading={compute.isPending} disabled={!chosen}>
            {productMessages.payrollCompute}
          </Button>
          <Button variant="default" onClick={() => setCategories(true)}>
            {productMessages.payrollCategoriesTitle}
          </Button>
        </Group>
      </Group>

      {!runs.data ? (
        <PageLoader />
      ) : runs.data.count === 0 ? (
        <EmptyState title={productMessages.payrollEmpty} description={productMessages.payrollEmptyHint} />
      ) : (
        <>
          <RunsTable runs={runs.data.results} selected={selected} onSelect={select} />
          <ListPagination count={runs.data.count} page={page} pageSize={pageSize} onPageChange={setPage} onPageSizeChange={setPageSize} />
        </>
      )}

      {details.data && <RunDetails details={details.data} />}
      {categories && <PaychexCategoriesDialog onClose={() => setCategories(false)} />}
    </Container>
  );
}
