import { PlaceholderPage } from '../../../../app/placeholder-page';

// Replaced by the part of issue 14 that builds this page.
export function PbjPage() {
  return <PlaceholderPage title="PBJ" area="money" />;
}
