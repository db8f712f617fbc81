import { Loader, Modal } from '@mantine/core';
import { formatDate } from '@careroster/shared/format/date-time';
import { formatMoney } from '@careroster/shared/format/money';
import { productMessages } from '@careroster/shared/messages';
import { DetailRows } from '../../../components/link-page';
import { useAppStore } from '../../../store/app-store';
import { useReimbursement } from '../api/payments';

/** One reimbursement, opened from the notification that names it (`/payments?reimbursement=<id>`). */
export function ReimbursementDialog({ id, onClose }: { id: string | null; onClose: () => void }) {
  const zone = useAppStore((state) => state.facility.facilityInfo?.timezone);
  const item = useReimbursement(id);
  const r = item.data;
  const rows: [string, string][] = r
    ? [
        ['Nurse', r.nurse_name],
        ['Category', r.category_name],
        ['Description', r.description],
        ['Date', formatDate(r.incurred_on, zone)],
        ['Amount', formatMoney(r.amount)],
        ['Status', productMessages.reimbursementStatusLabels[r.status]],
        ...(r.paid_at ? [['Paid on', formatDate(r.paid_at, zone)] as [string, string]] : []),
      ]
    : [];
  return (
    <Modal opened={id !== null && !item.isError} onClose={onClose} title={productMessages.reimbursementTitle}>
      {r ? <DetailRows rows={rows} labelWidth={110} /> : <Loader size="sm" aria-label="Loading" />}
    </Modal>
  );
}
