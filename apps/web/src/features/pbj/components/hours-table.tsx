import type { PbjAnswer } from '@careroster/shared/api/pbj/get-pbj';
import { formatDate } from '@careroster/shared/format/date-time';
import { fixed } from '@careroster/shared/format/number';
import { DataTable } from '../../../components/data-table';
import { ListPagination, usePaging } from '../../../components/list-pagination';

/** Hours per day, PBJ job title and pay type: the file's numbers, a page at a time (a quarter has some hundreds). */
export function HoursTable({ days }: { days: PbjAnswer['days'] }) {
  const { page, pageSize, setPage, setPageSize } = usePaging(20);
  const shown = days.slice((page - 1) * pageSize, page * pageSize);
  return (
    <>
      <DataTable
        label="PBJ hours by day"
        minWidth={640}
        rows={shown}
        rowKey={(d) => `${d.date}-${d.job_title_code}-${d.pay_type_code}`}
        rowTestId={() => 'pbj-day-row'}
        columns={[
          { key: 'date', header: 'Date', cell: (d) => formatDate(d.date) },
          { key: 'title', header: 'PBJ job title', cell: (d) => `${d.job_title_code} · ${d.job_title_label}` },
          { key: 'pay', header: 'Pay type', cell: (d) => `${d.pay_type_code} · ${d.pay_type_label}` },
          { key: 'employees', header: 'Employees', cell: (d) => d.employees },
          { key: 'hours', header: 'Hours', cell: (d) => fixed(d.hours, 2) },
        ]}
      />
      <ListPagination count={days.length} page={page} pageSize={pageSize} onPageChange={setPage} onPageSizeChange={setPageSize} />
    </>
  );
}
