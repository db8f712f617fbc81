import { Group, Pagination, Select, Text } from '@mantine/core';
import { useCallback, useState } from 'react';
import { PAGE_SIZE_CHOICES, type PageSize } from '@careroster/shared/constants';

export interface ListPaginationProps {
  count: number;
  page: number;
  pageSize: PageSize;
  onPageChange: (page: number) => void;
  onPageSizeChange: (size: PageSize) => void;
}

const sizeOptions = PAGE_SIZE_CHOICES.map((size) => ({ value: String(size), label: String(size) }));
const isPageSize = (value: number): value is PageSize => PAGE_SIZE_CHOICES.some((size) => size === value);

/** Page links and the page-size choices of spec 000 section 9 under a `{ count, results }` list. */
export function ListPagination({ count, page, pageSize, onPageChange, onPageSizeChange }: ListPaginationProps) {
  const pages = Math.max(1, Math.ceil(count / pageSize));
  return (
    <Group justify="space-between" gap="sm" mt="md" wrap="wrap">
      <Group gap="xs" wrap="nowrap">
        <Select
          label="Rows per page"
          size="xs"
          w={80}
          data={sizeOptions}
          value={String(pageSize)}
          allowDeselect={false}
          onChange={(value) => {
            const size = Number(value);
            if (isPageSize(size)) onPageSizeChange(size);
          }}
        />
        <Text size="sm" c="dimmed" mt="lg">
          {count} total
        </Text>
      </Group>
      <Pagination
        total={pages}
        value={Math.min(page, pages)}
        onChange={onPageChange}
        size="sm"
        siblings={0}
        getControlProps={(control) => ({ 'aria-label': `${control} page` })}
        getItemProps={(item) => ({ 'aria-label': `Page ${item}` })}
      />
    </Group>
  );
}

/** Page and page size of a list; choosing another page size starts again from page 1. */
export function usePaging(initialSize: PageSize = 10) {
  const [page, setPage] = useState(1);
  const [pageSize, setSize] = useState<PageSize>(initialSize);
  const setPageSize = useCallback((size: PageSize) => {
    setSize(size);
    setPage(1);
  }, []);
  return { page, pageSize, setPage, setPageSize };
}
