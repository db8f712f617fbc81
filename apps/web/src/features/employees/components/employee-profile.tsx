import { Avatar, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { EmployeeDetail } from '@careroster/shared/api/employees/employee';
import { formatDate } from '@careroster/shared/format/date-time';
import { formatHourlyRate, formatMoney } from '@careroster/shared/format/money';
import { formatPhoneDisplay } from '@careroster/shared/format/phone';
import { genders, labelOf, workerTypes } from '@careroster/shared/lookups';
import { messages } from '@careroster/shared/messages';

const orMissing = (value: string | null | undefined) => (value ? value : messages.missingValue);

/** The profile tab: the card's fields and the bulk-invite columns of spec 001 section 3. */
export function EmployeeProfile({ employee }: { employee: EmployeeDetail }) {
  const fields: [string, string][] = [
    ['Employee ID', String(employee.emp_id)],
    ['Worker type', labelOf(workerTypes, employee.worker_type)],
    ['Job title', employee.job_title],
    ['Hourly rate', formatHourlyRate(employee.hourly_rate)],
    ['Monthly rate', employee.monthly_rate === null ? messages.missingValue : formatMoney(employee.monthly_rate)],
    ['Phone', formatPhoneDisplay(`${employee.country_code}${employee.mobile}`)],
    ['Email', orMissing(employee.email)],
    ['Department', orMissing(employee.department)],
    ['Discipline', orMissing(employee.discipline)],
    ['Agency', orMissing(employee.agency_name)],
    ['Date of joining', employee.date_of_joining ? formatDate(employee.date_of_joining) : messages.missingValue],
    ['Termination date', employee.termination_date ? formatDate(employee.termination_date) : messages.missingValue],
    ['Gender', employee.gender ? labelOf(genders, employee.gender) : messages.missingValue],
    ['Pay type', orMissing(employee.pay_type)],
    ['Payment category', orMissing(employee.payment_category)],
    ['Resident', employee.is_resident ? 'Yes' : 'No'],
    ['Paychex employee ID', orMissing(employee.paychex_emp_id)],
    ['Paychex org ID', orMissing(employee.paychex_org_id)],
    ['Paychex org ID 15', orMissing(employee.paychex_org_id_15)],
  ];
  return (
    <Stack gap="md">
      <Group gap="sm" wrap="nowrap">
        <Avatar src={employee.profile_photo} alt="" size="lg" radius="xl">
          {employee.first_name[0]}
          {employee.last_name[0]}
        </Avatar>
        <Title order={2} size="h4" style={{ overflowWrap: 'anywhere' }}>
          {employee.first_name} {employee.last_name}
        </Title>
      </Group>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="sm" component="dl" m={0}>
        {fields.map(([label, value]) => (
          <div key={label}>
            <Text component="dt" size="xs" c="dimmed">
              {label}
            </Text>
            <Text component="dd" m={0} size="sm" style={{ overflowWrap: 'anywhere' }}>
              {value}
            </Text>
          </div>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
