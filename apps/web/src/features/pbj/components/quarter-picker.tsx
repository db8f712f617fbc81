import { Group, Select } from '@mantine/core';
import { todayIn } from '@careroster/shared/format/date-time';
import { productMessages } from '@careroster/shared/messages';
import { fiscalQuarterOf, PBJ_FIRST_FISCAL_YEAR, type FiscalQuarter } from '@careroster/shared/pbj/quarters';

const quarters = ([1, 2, 3, 4] as const).map((q) => ({
  value: String(q),
  label: productMessages.pbjQuarterOption(q, productMessages.pbjQuarterMonths[q]),
}));

/** Fiscal year and quarter; the years run from PBJ's first to the current one, newest first. */
export function QuarterPicker({ value, onChange }: { value: FiscalQuarter | null; onChange: (q: FiscalQuarter) => void }) {
  const current = fiscalQuarterOf(todayIn(undefined, new Date())).fiscalYear;
  const years = Array.from({ length: current - PBJ_FIRST_FISCAL_YEAR + 1 }, (_, i) => String(current - i));
  return (
    <Group gap="sm" align="flex-end">
      <Select
        label={productMessages.pbjFiscalYear}
        w={140}
        allowDeselect={false}
        data={years}
        value={value ? String(value.fiscalYear) : null}
        onChange={(v) => v && value && onChange({ fiscalYear: Number(v), quarter: value.quarter })}
      />
      <Select
        label={productMessages.pbjQuarter}
        w={170}
        allowDeselect={false}
        data={quarters}
        value={value ? String(value.quarter) : null}
        onChange={(v) => v && value && onChange({ fiscalYear: value.fiscalYear, quarter: Number(v) as FiscalQuarter['quarter'] })}
      />
    </Group>
  );
}
