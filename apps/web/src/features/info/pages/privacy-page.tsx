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
            <ul className="pub-list">
              <li>Account details of facility staff: name, work email, role and the facilities they belong to.</li>
              <li>Nurse records a facility needs: contact details, job title, credentials and their expiry, shifts, timecards and pay.</li>
              <li>Tax and bank details needed for payroll. Social security and tax numbers are encrypted and shown only masked.</li>
              <li>Security records: sign-ins, and who changed sensitive settings or moved money, kept in an audit log.</li>
            </ul>
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
              <a className="pub-anchor" href={`mailto:${SUPPORT_EMAIL}`}>
                {SUPPORT_EMAIL}
              </a>
              ; we will pass the request to the facility that holds the record and help it answer.
            </>
          ),
        },
      ]}
    />
  );
}
