import { useState } from 'react';
import { Table } from '@mantine/core';
import type { PbjAnswer } from '@careroster/shared/api/pbj/get-pbj';
import type { PageSize } from '@careroster/shared/constants';
import { formatDate } from '@careroster/shared/format/date-time';
import { ListPagination } from '../../../../components/list-pagination';

/** Hours per day, PBJ job title and pay type: the file's numbers, a page at a time (a quarter has some hundreds). */
export function HoursTable({ days }: { days: PbjAnswer['days'] }) {
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState<PageSize>(20);
  const shown = days.slice((page - 1) * pageSize, page * pageSize);
  return (
    <>
      <Table.ScrollContainer minWidth={640}>
        <Table striped>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Date</Table.Th>
              <Table.Th>PBJ job title</Table.Th>
              <Table.Th>Pay type</Table.Th>
              <Table.Th>Employees</Table.Th>
              <Table.Th>Hours</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {shown.map((d) => (
              <Table.Tr key={`${d.date}-${d.job_title_code}-${d.pay_type_code}`} data-testid="pbj-day-row">
                <Table.Td>{formatDate(d.date)}</Table.Td>
                <Table.Td>
                  {d.job_title_code} · {d.job_title_label}
                </Table.Td>
                <Table.Td>
                  {d.pay_type_code} · {d.pay_type_label}
                </Table.Td>
                <Table.Td>{d.employees}</Table.Td>
                <Table.Td>{d.hours.toFixed(2)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <ListPagination
        count={days.length}
        page={page}
        pageSize={pageSize}
        onPageChange={setPage}
        onPageSizeChange={(size) => {
          setPageSize(size);
          setPage(1);
        }}
      />
    </>
  );
}
