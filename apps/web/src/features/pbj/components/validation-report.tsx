import { Alert, List, Stack } from '@mantine/core';
import type { PbjAnswer, PbjProblem } from '@careroster/shared/api/pbj/get-pbj';
import { productMessages } from '@careroster/shared/messages';

function Problems({ items }: { items: PbjProblem[] }) {
  return (
    <List size="sm" spacing={2}>
      {items.map((p, i) => (
        <List.Item key={`${p.kind}-${p.pbj_employee_id ?? p.job_title ?? ''}-${p.date ?? ''}-${i}`}>{p.message}</List.Item>
      ))}
    </List>
  );
}

/** The report before download: errors block the XML, warnings say which hours are left out and why. */
export function ValidationReport({ report }: { report: PbjAnswer['report'] }) {
  const { errors, warnings } = report;
  return (
    <Stack gap="sm" data-testid="pbj-report">
      {errors.length === 0 && warnings.length === 0 && (
        <Alert color="teal" title={productMessages.pbjReport}>
          {productMessages.pbjReportClean}
        </Alert>
      )}
      {errors.length > 0 && (
        <Alert color="red" title={`${productMessages.pbjErrors} (${errors.length})`}>
          <Problems items={errors} />
        </Alert>
      )}
      {warnings.length > 0 && (
        <Alert color="yellow" title={`${productMessages.pbjWarnings} (${warnings.length})`}>
          <Problems items={warnings} />
        </Alert>
      )}
    </Stack>
  );
}
