import { Alert, Container, Paper, Stack, Stepper, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { Navigate } from 'react-router';
import { setupSteps, type SetupAnswer, type SetupStep } from '@careroster/shared/api/setup/setup';
import { messages, productMessages } from '@careroster/shared/messages';
import { paths } from '@careroster/shared/paths';
import { ApiError } from '../../../api/client';
import { PageLoader } from '../../../components/page-loader';
import { useSetup } from '../api/setup';
import { AdminsStep } from '../components/admins-step';
import { CompanyStep } from '../components/company-step';
import { FacilitiesStep } from '../components/facilities-step';
import { ReviewStep } from '../components/review-step';

const stepLabels: Record<SetupStep, string> = {
  COMPANY: productMessages.setupStepCompany,
  FACILITIES: productMessages.setupStepFacilities,
  ADMINS: productMessages.setupStepAdmins,
  FINISH: productMessages.setupStepFinish,
};

/** The steps; it starts where the server says the setup resumes, and a step is open once the ones before it are saved. */
function Wizard({ setup }: { setup: SetupAnswer }) {
  const [active, setActive] = useState(() => setupSteps.indexOf(setup.step));
  const reachable = setupSteps.indexOf(setup.step);
  const go = (step: number) => setActive(step);
  return (
    <Stepper active={active} onStepClick={(step) => step <= reachable && go(step)} allowNextStepsSelect={false} size="sm">
      <Stepper.Step label={stepLabels.COMPANY}>
        <CompanyStep setup={setup} onDone={() => go(1)} />
      </Stepper.Step>
      <Stepper.Step label={stepLabels.FACILITIES}>
        <FacilitiesStep setup={setup} onBack={() => go(0)} onDone={() => go(2)} />
      </Stepper.Step>
      <Stepper.Step label={stepLabels.ADMINS}>
        <AdminsStep setup={setup} onBack={() => go(1)} onDone={() => go(3)} />
      </Stepper.Step>
      <Stepper.Step label={stepLabels.FINISH}>
        <ReviewStep setup={setup} onBack={() => go(2)} />
      </Stepper.Step>
    </Stepper>
  );
}

/**
 * `/setup` (issue 31, decision 080): the first-run company setup of an owner who has no facility
 * yet, outside the shell. Every step saves its draft on the server, so leaving and coming back
 * resumes at the step GET /setup names. A user without a setup, or with a finished one, has
 * nothing to do here and goes to the dashboard.
 */
export function SetupPage() {
  const setup = useSetup();
  if (setup.error instanceof ApiError && setup.error.status === 404) return <Navigate to={paths.dashboard} replace />;
  if (setup.data?.completed) return <Navigate to={paths.dashboard} replace />;
  return (
    <Container size="md" py="xl">
      <Stack gap="md">
        <Title order={1} size="h2">
          {productMessages.setupTitle}
        </Title>
        <Text size="sm" c="dimmed">
          {productMessages.setupResumeHint}
        </Text>
        <Paper withBorder p="md">
          {setup.data ? (
            <Wizard setup={setup.data} />
          ) : setup.isError ? (
            <Alert color="red" role="alert">
              {setup.error instanceof ApiError ? setup.error.messages[0] : messages.somethingWentWrong}
            </Alert>
          ) : (
            <PageLoader label="Loading your setup" />
          )}
        </Paper>
      </Stack>
    </Container>
  );
}
