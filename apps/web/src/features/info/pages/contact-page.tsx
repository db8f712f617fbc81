import { InfoArticle, SUPPORT_EMAIL } from '../components/info-article';

export function ContactPage() {
  const mail = (
    <a className="pub-anchor" href={`mailto:${SUPPORT_EMAIL}`}>
      {SUPPORT_EMAIL}
    </a>
  );
  return (
    <InfoArticle
      title="Contact us"
      updated="1 January 2025"
      sections={[
        {
          heading: 'Support',
          body: (
            <>
              Write to {mail} with the name of your facility and what you were doing when the problem appeared. We answer on working days,
              usually within one day.
            </>
          ),
        },
        {
          heading: 'Please do not send health information',
          body: (
            <>
              E-mail is not a safe place for patient or nurse health details, social security numbers or bank details. Describe the problem
              without them; we will ask for what we need through a secure channel.
            </>
          ),
        },
        {
          heading: 'Security and privacy',
          body: (
            <>
              To report a security problem or make a privacy request, write to {mail} with &quot;Security&quot; or &quot;Privacy&quot; in
              the subject. Account access questions are best answered by your facility&apos;s CareRoster administrator.
            </>
          ),
        },
        {
          heading: 'Contributing',
          body: <>CareRoster is open source. Bug reports and improvements are welcome through the project&apos;s issue tracker.</>,
        },
      ]}
    />
  );
}
