import { Container, Paper } from '@mantine/core';
import { paths } from '@careroster/shared/paths';
import { useNavigate } from 'react-router';
import { SecondFactorEnrolment } from '../components/second-factor-enrolment';

/** Where an owner's or admin's sign-in without a second factor lands: set one up, then on to the dashboard (decision 079). */
export function MfaSetupPage() {
  const navigate = useNavigate();
  return (
    <Container size="sm" py="xl">
      <Paper p="lg" withBorder>
        <SecondFactorEnrolment onDone={() => void navigate(paths.dashboard, { replace: true })} />
      </Paper>
    </Container>
  );
}
