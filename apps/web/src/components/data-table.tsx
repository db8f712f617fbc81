import { LoadingOverlay, Table } from '@mantine/core';
import type { ReactNode } from 'react';
import { ScrollRegion } from './scroll-region';

/** One column: its header, and what a row shows in it. */
export type DataColumn<T> = {
  key: string;
  header: ReactNode;
  cell: (row: T) => ReactNode;
  align?: 'left' | 'right' | 'center';
};

export type DataTableProps<T> = {
  /** The table's accessible name: screen readers and the browser tests find it by this. */
  label: string;
  columns: readonly DataColumn<T>[];
  rows: readonly T[];
  rowKey: (row: T) => string;
  /** Below this width the table scrolls sideways instead of squeezing its columns (390 px phones). */
  minWidth: number;
  /** A first load in progress: an overlay over the (empty) table. */
  loading?: boolean;
  /** A `data-testid` for each row, where a test must pick rows out. */
  rowTestId?: (row: T) => string;
};

/**
 * The list pages' table: striped, scrolling sideways on a narrow screen, one row per item. Pages
 * say what their columns show; the markup (and its accessibility) is written once here.
 */
export function DataTable<T>({ label, columns, rows, rowKey, minWidth, loading, rowTestId }: DataTableProps<T>) {
  return (
    <ScrollRegion label={label} pos="relative">
      {loading !== undefined && <LoadingOverlay visible={loading} loaderProps={{ size: 'sm' }} />}
      <Table striped miw={minWidth} aria-label={label}>
        <Table.Thead>
          <Table.Tr>
            {columns.map((column) => (
              <Table.Th key={column.key} ta={column.align}>
                {column.header}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={rowKey(row)} data-testid={rowTestId?.(row)}>
              {columns.map((column) => (
                <Table.Td key={column.key} ta={column.align}>
                  {column.cell(row)}
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollRegion>
  );
}
