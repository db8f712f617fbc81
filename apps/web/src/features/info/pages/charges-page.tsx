import { VAULT_FUNDING_FEE_CENTS } from '@careroster/shared/constants';
import { InfoArticle } from '../components/info-article';

const charges = [
  {
    item: 'Vault funding',
    fee: `${VAULT_FUNDING_FEE_CENTS} cents per transfer`,
    note: 'Charged on each transfer into the facility vault.',
  },
  { item: 'Bank account verification', fee: 'Free', note: 'Two small test deposits (each at most $0.10) confirm the account.' },
  { item: 'Scheduling, credentials and timekeeping', fee: 'Free', note: 'CareRoster is open-source software.' },
];

export function ChargesPage() {
  return (
    <InfoArticle
      title="Charges"
      updated="1 January 2025"
      sections={[
        {
          heading: 'Fees',
          body: (
            <div className="pub-table-scroll">
              <table className="pub-table">
                <thead>
                  <tr>
                    <th scope="col">Item</th>
                    <th scope="col">Fee</th>
                    <th scope="col">Notes</th>
                  </tr>
                </thead>
                <tbody>
                  {charges.map((charge) => (
                    <tr key={charge.item}>
                      <td>{charge.item}</td>
                      <td>{charge.fee}</td>
                      <td>{charge.note}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          ),
        },
        {
          heading: 'Pay for nurses',
          body: (
            <>
              What the facility pays its nurses, external nurses and agencies is set by the facility in each position&apos;s rates.
              CareRoster adds no margin to those rates. Agencies may invoice their own fees under their agreement with the facility.
            </>
          ),
        },
        {
          heading: 'When fees are taken',
          body: (
            <>
              A fee is taken from the funding account at the time of the transfer and shown in the facility&apos;s payment history. A
              transfer that fails is not charged.
            </>
          ),
        },
      ]}
    />
  );
}
