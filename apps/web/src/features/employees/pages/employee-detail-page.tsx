import { Anchor, Container, Group, Tabs, Title } from '@mantine/core';
import { Link, useLocation, useSearchParams } from 'react-router';
import { productMessages } from '@careroster/shared/messages';
import { paths } from '@careroster/shared/paths';
import { can } from '@careroster/shared/roles';
import { EmptyState } from '../../../components/empty-state';
import { PageLoader } from '../../../components/page-loader';
import { useEmployee, type EmployeeRef } from '../api/get-employee';
import { CredentialsTab } from '../components/credentials-tab';
import { EmployeeProfile } from '../components/employee-profile';
import { NotesTab } from '../components/notes-tab';
import { useAppStore } from '../../../store/app-store';
import { PtoTab } from '../../pto';
import { BenefitsTab } from '../../benefits';
import { FmlaTab } from '../../fmla';
import { CallHistory } from '../../video';
import { VideoCallButton } from '../../video';
import { MessageButton } from '../../messages';
import { detailTabs, type DetailTab } from '../paths';
import { MessageAccessPanel } from '../../messages';
import { ActiveShiftPanel, DependentsTab, EmployeeRecordActions, PayTab, TaxFormsTab, WorkHistoryTab } from '../../records';
import { TimeClockLinkPanel, TimeClockPasscodePanel } from '../../timekeeping';

// Spec 000 section 2: notifications open `?type=pto|cred&nurse_id=`; the spec's `cred` is our credentials tab.
const tabOf = (value: string | null): DetailTab => {
  if (value === 'cred') return 'credentials';
  return detailTabs.find((tab) => tab === value) ?? 'profile';
};

/**
 * Which employee: `?id=` from the app's own links, else the nurse id of a notification
 * (`?nurse_id=`) or of an entry link's carried state (`{ id }`, spec 000 "Entry query params").
 */
function useEmployeeRef(): EmployeeRef | null {
  const [params] = useSearchParams();
  const state = useLocation().state as { id?: unknown; nurse_id?: unknown } | null;
  const employeeId = params.get('id');
  if (employeeId) return { employeeId };
  const nurseId = params.get('nurse_id') ?? state?.nurse_id ?? state?.id;
  return typeof nurseId === 'string' && nurseId ? { nurseId } : null;
}

function EmployeeDetail({ employeeRef }: { employeeRef: EmployeeRef }) {
  const [params, setParams] = useSearchParams();
  const employee = useEmployee(employeeRef);
  const role = useAppStore((state) => state.auth.role);
  const canCall = can(role, 'video:call');
  const canSeePay = can(role, 'money:read');
  const canReadTime = can(role, 'time:read');
  const tab = tabOf(params.get('tab') ?? params.get('type'));

  if (employee.isPending) return <PageLoader label="Loading employee" />;
  if (employee.isError) return <EmptyState title="Employee not found" action={<BackLink />} />;
  const { data } = employee;

  const select = (next: string | null) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        updated.delete('type');
        updated.set('tab', tabOf(next));
        return updated;
      },
      { replace: true },
    );

  return (
    <>
      <Group justify="space-between" mb="md" wrap="wrap">
        <Title order={1} size="h2" style={{ overflowWrap: 'anywhere' }}>
          {data.first_name} {data.last_name}
        </Title>
        <Group gap="xs">
          <MessageButton employeeId={data.id} name={`${data.first_name} ${data.last_name}`} />
          <VideoCallButton nurseId={data.nurse_id} name={`${data.first_name} ${data.last_name}`} profilePhoto={data.profile_photo} />
        </Group>
      </Group>
      <Tabs value={tab} onChange={select} keepMounted={false}>
        <Tabs.List mb="md">
          <Tabs.Tab value="profile">Profile</Tabs.Tab>
          <Tabs.Tab value="credentials">Credentials</Tabs.Tab>
          <Tabs.Tab value="notes">Notes</Tabs.Tab>
          <Tabs.Tab value="pto">PTO</Tabs.Tab>
          {canReadTime && <Tabs.Tab value="fmla">{productMessages.fmlaTitle}</Tabs.Tab>}
          {canCall && <Tabs.Tab value="calls">Calls</Tabs.Tab>}
          {canSeePay && <Tabs.Tab value="pay">{productMessages.payTab}</Tabs.Tab>}
          <Tabs.Tab value="tax-forms">{productMessages.taxFormsTab}</Tabs.Tab>
          <Tabs.Tab value="dependents">{productMessages.dependentsTab}</Tabs.Tab>
          <Tabs.Tab value="benefits">{productMessages.benefitsTab}</Tabs.Tab>
          {canReadTime && <Tabs.Tab value="history">{productMessages.workHistoryTab}</Tabs.Tab>}
        </Tabs.List>
        <Tabs.Panel value="profile">
          <EmployeeRecordActions employee={data} />
          <ActiveShiftPanel employeeId={data.id} />
          <EmployeeProfile employee={data} />
          <TimeClockLinkPanel employeeId={data.id} />
          <TimeClockPasscodePanel employeeId={data.id} />
          <MessageAccessPanel employeeId={data.id} />
        </Tabs.Panel>
        <Tabs.Panel value="credentials">
          <CredentialsTab employee={data} />
        </Tabs.Panel>
        <Tabs.Panel value="notes">
          <NotesTab employeeId={data.id} />
        </Tabs.Panel>
        <Tabs.Panel value="pto">
          <PtoTab employeeId={data.id} name={`${data.first_name} ${data.last_name}`} />
        </Tabs.Panel>
        {canReadTime && (
          <Tabs.Panel value="fmla">
            <FmlaTab employeeId={data.id} name={`${data.first_name} ${data.last_name}`} />
          </Tabs.Panel>
        )}
        {canCall && (
          <Tabs.Panel value="calls">
            <CallHistory nurseId={data.nurse_id} />
          </Tabs.Panel>
        )}
        {canSeePay && (
          <Tabs.Panel value="pay">
            <PayTab employeeId={data.id} />
          </Tabs.Panel>
        )}
        <Tabs.Panel value="tax-forms">
          <TaxFormsTab employeeId={data.id} />
        </Tabs.Panel>
        <Tabs.Panel value="dependents">
          <DependentsTab employeeId={data.id} />
        </Tabs.Panel>
        <Tabs.Panel value="benefits">
          <BenefitsTab employeeId={data.id} />
        </Tabs.Panel>
        {canReadTime && (
          <Tabs.Panel value="history">
            <WorkHistoryTab employeeId={data.id} />
          </Tabs.Panel>
        )}
      </Tabs>
    </>
  );
}

const BackLink = () => (
  <Anchor component={Link} to={paths.employees}>
    Back to employees
  </Anchor>
);

/** `/employees/employee-detail?id=&tab=` and `/nurses/nurse-detail?type=pto|cred&nurse_id=`. */
export function EmployeeDetailPage() {
  const employeeRef = useEmployeeRef();
  return (
    <Container size="lg" px={0}>
      {employeeRef ? <EmployeeDetail employeeRef={employeeRef} /> : <EmptyState title="No employee chosen" action={<BackLink />} />}
    </Container>
  );
}
