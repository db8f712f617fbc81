import { PlaceholderPage } from '../../../../app/placeholder-page';

// Replaced by the part of issue 14 that builds this page.
export function PayrollListPage() {
  return <PlaceholderPage title="Payroll" area="money" />;
}
