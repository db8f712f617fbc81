import { PlaceholderPage } from '../../../../app/placeholder-page';

// Replaced by the part of issue 14 that builds this page.
export function PaymentsPage() {
  return <PlaceholderPage title="Payments" area="money" />;
}
