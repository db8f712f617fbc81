import { Link } from '../../../public-shell/link';
import { paths } from '@careroster/shared/paths';
import { InfoArticle, SUPPORT_EMAIL } from '../components/info-article';

export function TermsPage() {
  return (
    <InfoArticle
      title="Terms of service"
      updated="1 January 2025"
      sections={[
        {
          heading: 'What CareRoster is',
          body: (
            <>
              CareRoster is open-source software that helps care facilities schedule shifts, fill openings with internal, external, agency
              and walk-in nurses, keep credentials current, and run timekeeping and pay. These terms apply to the CareRoster service
              operated at this address. If you run your own copy, you are its operator and these terms are only an example.
            </>
          ),
        },
        {
          heading: 'Your account',
          body: (
            <>
              Accounts are created for facility staff by their facility. Keep your password to yourself, sign out on shared computers, and
              tell your administrator and us at{' '}
              <a className="pub-anchor" href={`mailto:${SUPPORT_EMAIL}`}>
                {SUPPORT_EMAIL}
              </a>{' '}
              at once if you think someone else has used your account. You are responsible for what is done with your account.
            </>
          ),
        },
        {
          heading: "Your facility's data",
          body: (
            <>
              The facility owns the data it enters: shifts, employee records, credentials, timecards and payments. We process it only to
              provide the service, as described in the{' '}
              <Link className="pub-anchor" to={paths.privacyPolicy}>
                privacy policy
              </Link>
              . Enter only the personal and health information that scheduling and pay actually need.
            </>
          ),
        },
        {
          heading: 'Acceptable use',
          body: (
            <ul className="pub-list">
              <li>Use CareRoster only for the staffing of the facilities you work for.</li>
              <li>
                Do not try to reach another facility&apos;s data, or to test the service&apos;s security without our written agreement.
              </li>
              <li>Do not upload documents you have no right to share, or malicious files.</li>
              <li>Staffing decisions, licence checks and clinical judgement remain the facility&apos;s responsibility.</li>
            </ul>
          ),
        },
        {
          heading: 'Payments',
          body: (
            <>
              Payroll, vault funding and other money movements are made on the facility&apos;s instruction. Their fees are listed on the{' '}
              <Link className="pub-anchor" to={paths.charges}>
                charges
              </Link>{' '}
              page. Check amounts before you confirm: a confirmed transfer cannot always be recalled.
            </>
          ),
        },
        {
          heading: 'Availability and changes',
          body: (
            <>
              We work to keep the service available but cannot promise it will never be interrupted. We may change these terms; we will
              announce material changes in the app at least 30 days ahead. The software itself is provided under its open-source licence,
              without warranty.
            </>
          ),
        },
      ]}
    />
  );
}
