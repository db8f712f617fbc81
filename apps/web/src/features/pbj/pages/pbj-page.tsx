import { useState, type ReactNode } from 'react';
import { Button, Container, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { productMessages } from '@careroster/shared/messages';
import type { FiscalQuarter } from '@careroster/shared/pbj/quarters';
import { EmptyState } from '../../../components/empty-state';
import { downloadPbj, usePbj } from '../api/pbj';
import { CmsIdForm } from '../components/cms-id-form';
import { Deadline } from '../components/deadline';
import { EmployeesTable } from '../components/employees-table';
import { HoursTable } from '../components/hours-table';
import { MappingDialog } from '../components/mapping-dialog';
import { MealRuleForm } from '../components/meal-rule-form';
import { QuarterPicker } from '../components/quarter-picker';
import { ValidationReport } from '../components/validation-report';

const BLOCKED_ID = 'pbj-xml-blocked';

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id}>
      <Title order={2} size="h4" mb="sm" id={id}>
        {title}
      </Title>
      {children}
    </section>
  );
}

/**
 * `/pbj`: one quarter's Payroll-Based Journal (decision 031): its deadline, the hours the file
 * holds, the validation report, the job-title mapping, the CMS id, the meal break rule (decision
 * 052) and the downloads. Without a choice it shows the last quarter that has ended, the one due
 * next.
 */
export function PbjPage() {
  const [picked, setPicked] = useState<FiscalQuarter | null>(null);
  const pbj = usePbj(picked ? { fiscal_year: picked.fiscalYear, quarter: picked.quarter } : {});
  const [mappingOpen, setMappingOpen] = useState(false);
  const [downloading, setDownloading] = useState<'xml' | 'csv' | null>(null);
  const data = pbj.data;
  const shown: FiscalQuarter | null = data ? { fiscalYear: data.quarter.fiscal_year, quarter: data.quarter.quarter } : null;
  const blocked = !data || data.report.errors.length > 0;

  const download = async (kind: 'xml' | 'csv') => {
    if (!data) return;
    setDownloading(kind);
    try {
      const name = `pbj-${data.header.cms_facility_id ?? 'facility'}-FY${data.quarter.fiscal_year}-Q${data.quarter.quarter}.${kind}`;
      await downloadPbj(kind, { fiscal_year: data.quarter.fiscal_year, quarter: data.quarter.quarter }, name);
    } finally {
      setDownloading(null);
    }
  };

  return (
    <Container size="xl" px={0}>
      <Group justify="space-between" mb="md" gap="sm" align="flex-start">
        <Title order={1} size="h2">
          {productMessages.pbjTitle}
        </Title>
        <Stack gap={4} align="flex-end">
          <Group gap="sm">
            <Button variant="default" onClick={() => setMappingOpen(true)} disabled={!data}>
              {productMessages.pbjReviewMapping}
            </Button>
            <Button variant="default" onClick={() => void download('csv')} loading={downloading === 'csv'} disabled={!data}>
              {productMessages.pbjDownloadCsv}
            </Button>
            <Button
              onClick={() => void download('xml')}
              loading={downloading === 'xml'}
              disabled={blocked}
              aria-describedby={data && blocked ? BLOCKED_ID : undefined}
            >
              {productMessages.pbjDownloadXml}
            </Button>
          </Group>
          {data && blocked && (
            <Text id={BLOCKED_ID} size="xs" c="red.8">
              {productMessages.pbjDownloadBlocked}
            </Text>
          )}
        </Stack>
      </Group>

      <Paper withBorder p="md" mb="md">
        <Group justify="space-between" align="flex-end" gap="md">
          <QuarterPicker value={picked ?? shown} onChange={setPicked} />
          {data && <Deadline quarter={data.quarter} />}
        </Group>
      </Paper>

      {!data ? (
        <Group justify="center" py="xl">
          <Loader aria-label="Loading" />
        </Group>
      ) : (
        <Stack gap="lg">
          <Paper withBorder p="md">
            <Group gap="xl" align="flex-start">
              <CmsIdForm key={data.header.cms_facility_id ?? ''} current={data.header.cms_facility_id} />
              <Stack gap={4}>
                <Text size="sm" fw={500}>
                  {productMessages.pbjState}
                </Text>
                <Text size="sm">{data.header.state}</Text>
              </Stack>
            </Group>
            <MealRuleForm current={data.header.meal_rule} />
          </Paper>

          <Section id="pbj-report-title" title={productMessages.pbjReport}>
            <ValidationReport report={data.report} />
          </Section>

          <Text size="sm" c="dimmed" data-testid="pbj-totals">
            {productMessages.pbjTotals(data.totals.hours.toFixed(2), data.totals.employees)}
          </Text>

          {data.days.length === 0 ? (
            <EmptyState title={productMessages.pbjNoHours} />
          ) : (
            <>
              <Section id="pbj-days-title" title={productMessages.pbjHoursByDay}>
                <HoursTable key={`${data.quarter.fiscal_year}-${data.quarter.quarter}`} days={data.days} />
              </Section>
              <Section id="pbj-employees-title" title={productMessages.pbjEmployees}>
                <EmployeesTable employees={data.employees} />
              </Section>
            </>
          )}
        </Stack>
      )}

      {mappingOpen && data && <MappingDialog mapping={data.mapping} onClose={() => setMappingOpen(false)} />}
    </Container>
  );
}
