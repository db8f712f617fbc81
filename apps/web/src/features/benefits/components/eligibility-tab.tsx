import { Anchor, Group, LoadingOverlay, SegmentedControl, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { formatDate } from '@careroster/shared/format/date-time';
import { labelOf, workerTypes } from '@careroster/shared/lookups';
import { messages, productMessages } from '@careroster/shared/messages';
import { benefitsLookbacks } from '@careroster/shared/timekeeping/pto';
import { EmptyState } from '../../../components/empty-state';
import { PageLoader } from '../../../components/page-loader';
import { useBenefitsEligibility } from '../api/benefits';
import { benefitsTabPath } from './paths';
import { ScrollRegion } from '../../../components/scroll-region';

/**
 * The Benefits page's Eligibility tab (moved from the PTO area, issue 30): employees whose timecards over the look-back period average at least 130 hours a
 * month (ACA full time), with their average and the months over 130 (decision 023).
 */
export function EligibilityTab() {
  const [months, setMonths] = useState<string>(String(benefitsLookbacks[0]));
  const eligibility = useBenefitsEligibility(Number(months));
  const data = eligibility.data;
  return (
    <>
      <Group justify="flex-end" mb="md" wrap="wrap">
        <SegmentedControl
          aria-label="Look-back period"
          value={months}
          onChange={setMonths}
          data={benefitsLookbacks.map((m) => ({ value: String(m), label: `${m} months` }))}
        />
      </Group>
      {data && (
        <Text size="sm" c="dimmed" mb="sm">
          {formatDate(data.start)} to {formatDate(data.end)}: an average of {data.threshold_hours} hours a month or more, from approved and
          pending timecards.
        </Text>
      )}
      {eligibility.isPending && <PageLoader label="Loading eligibility" />}
      {data && data.count === 0 && (
        <EmptyState title={messages.noEligibleEmployees} description={productMessages.benefitsEligibilityHint} />
      )}
      {data && data.count > 0 && (
        <ScrollRegion label="Eligible employees" pos="relative">
          <LoadingOverlay visible={eligibility.isFetching && eligibility.isPlaceholderData} loaderProps={{ size: 'sm' }} />
          <Table striped miw={640} aria-label="Eligible employees">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Employee</Table.Th>
                <Table.Th>Worker type</Table.Th>
                <Table.Th>Job title</Table.Th>
                <Table.Th>Average hours a month</Table.Th>
                <Table.Th>Months over {data.threshold_hours}</Table.Th>
                <Table.Th>Total hours</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {data.results.map((e) => (
                <Table.Tr key={e.employee_id}>
                  <Table.Td>
                    <Anchor component={Link} to={benefitsTabPath(e.employee_id)} size="sm">
                      {e.name}
                    </Anchor>
                  </Table.Td>
                  <Table.Td>{labelOf(workerTypes, e.worker_type)}</Table.Td>
                  <Table.Td>{e.job_title}</Table.Td>
                  <Table.Td>{e.average_monthly_hours}</Table.Td>
                  <Table.Td>
                    {e.months_over} of {data.months.length}
                  </Table.Td>
                  <Table.Td>{e.total_hours}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ScrollRegion>
      )}
    </>
  );
}
