import { productMessages } from '@careroster/shared/messages';
import { EmptyState } from '../../../components/empty-state';
import { PageLoader } from '../../../components/page-loader';
import { useEnrolments } from '../api/benefits';
import { ElectionsTable } from './elections-table';

/** The Benefits page's Enrolments tab: every choice in force today or starting later; each employee enrols from her own page. */
export function EnrolmentsTab() {
  const enrolments = useEnrolments();
  if (enrolments.isPending) return <PageLoader label="Loading enrolments" />;
  const list = enrolments.data?.results ?? [];
  if (list.length === 0)
    return <EmptyState title={productMessages.benefitsNoEnrolments} description={productMessages.benefitsNoEnrolmentsHint} />;
  return <ElectionsTable elections={list} showEmployee label="Enrolments" />;
}
