import '@mantine/core/styles/Table.css';
import { VAULT_FUNDING_FEE_CENTS } from '@careroster/shared/constants';
import { Table } from '@mantine/core';
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
            <Table.ScrollContainer minWidth={320}>
              <Table striped>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th scope="col">Item</Table.Th>
                    <Table.Th scope="col">Fee</Table.Th>
                    <Table.Th scope="col">Notes</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {charges.map((charge) => (
                    <Table.Tr key={charge.item}>
                      <Table.Td>{charge.item}</Table.Td>
                      <Table.Td>{charge.fee}</Table.Td>
                      <Table.Td>{charge.note}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
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
