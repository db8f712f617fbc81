import { Anchor, Text } from '@mantine/core';
import type { CorporateDashboard } from '@careroster/shared/api/owner/corporate';
import type { Figures } from '@careroster/shared/api/shifts/figures';
import { productMessages } from '@careroster/shared/messages';
import { DataTable, type DataColumn } from '../../../components/data-table';
import { figureColumns } from './figure-columns';

type Row = { id: string; name: string; figures: Figures; total: boolean };

/**
 * One row per facility and the corporation's totals last. A facility's name opens its own
 * dashboard for the same days (the drill-down).
 */
export function FacilityTable({ data, onOpen }: { data: CorporateDashboard; onOpen: (facilityId: string) => void }) {
  const rows: Row[] = [
    ...data.facilities.map((f) => ({ id: f.id, name: f.name, figures: f.totals, total: false })),
    { id: 'total', name: productMessages.corporateViewAllFacilities, figures: data.totals, total: true },
  ];
  const name: DataColumn<Row> = {
    key: 'facility',
    header: 'Facility',
    cell: (row) =>
      row.total ? (
        <Text fw={700} size="sm">
          {row.name}
        </Text>
      ) : (
        <Anchor
          component="button"
          type="button"
          fw={600}
          size="sm"
          ta="left"
          onClick={() => onOpen(row.id)}
          title={productMessages.corporateViewOpenDashboard(row.name)}
        >
          {row.name}
        </Anchor>
      ),
  };
  return (
    <DataTable
      label="Facilities"
      columns={[name, ...figureColumns<Row>((row) => row.figures)]}
      rows={rows}
      rowKey={(row) => row.id}
      rowTestId={(row) => `corporate-row-${row.total ? 'total' : row.id}`}
      minWidth={1180}
    />
  );
}
