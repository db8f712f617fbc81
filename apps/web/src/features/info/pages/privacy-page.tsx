import '@mantine/core/styles/List.css';
import { Anchor, List } from '@mantine/core';
import { InfoArticle, SUPPORT_EMAIL } from '../components/info-article';

export function PrivacyPage() {
  return (
    <InfoArticle
      title="Privacy policy"
      updated="1 January 2025"
      sections={[
        {
          heading: 'Who is responsible',
          body: (
            <>
              Each facility decides what information about its staff it keeps in CareRoster and is responsible for it. The operator of this
              CareRoster service processes that information on the facility&apos;s behalf. Where the information includes protected health
              information, the facility and the operator handle it under a business associate agreement as HIPAA requires.
            </>
          ),
        },
        {
          heading: 'What we keep',
          body: (
            <List spacing="xs">
              <List.Item>Account details of facility staff: name, work email, role and the facilities they belong to.</List.Item>
              <List.Item>
                Nurse records a facility needs: contact details, job title, credentials and their expiry, shifts, timecards and pay.
              </List.Item>
              <List.Item>
                Tax and bank details needed for payroll. Social security and tax numbers are encrypted and shown only masked.
              </List.Item>
              <List.Item>Security records: sign-ins, and who changed sensitive settings or moved money, kept in an audit log.</List.Item>
            </List>
          ),
        },
        {
          heading: 'What we do not do',
          body: (
            <>
              We do not sell personal information, show advertising, or use facility data to train models. Video calls with nurses are not
              recorded.
            </>
          ),
        },
        {
          heading: 'How long we keep it',
          body: (
            <>
              Records are kept while the facility uses CareRoster and afterwards only as long as payroll, tax and labour laws require.
              Password-reset links expire and can be used once. Sign-out removes your session from this browser.
            </>
          ),
        },
        {
          heading: 'Your choices',
          body: (
            <>
              Ask your facility to correct or remove information about you. You can also write to us at{' '}
              <Anchor href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</Anchor>; we will pass the request to the facility that holds the
              record and help it answer.
            </>
          ),
        },
      ]}
    />
  );
}
