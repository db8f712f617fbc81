import { List, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import type { SetupAnswer } from '@careroster/shared/api/setup/setup';
import { productMessages } from '@careroster/shared/messages';
import { paths } from '@careroster/shared/paths';
import { showToast } from '../../../api/toasts';
import { serverFieldErrors } from '../../../components/field-errors';
import { useSingleFlight } from '../../../components/use-single-flight';
import { useAppStore } from '../../../store/app-store';
import { useSwitchFacility } from '../../../store/use-switch-facility';
import { profileQueryOptions } from '../../auth';
import { useFinishSetup } from '../api/setup';
import { FacilityCard } from './facilities-step';
import { StepActions } from './step-actions';

/**
 * Review and Finish: what will be created. Finish creates the facilities and sends the
 * invitations; then the profile is asked again (the owner is now OWNER of each new facility), the
 * first new facility becomes the current one, and the dashboard opens with its checklist.
 */
export function ReviewStep({ setup, onBack }: { setup: SetupAnswer; onBack: () => void }) {
  const finish = useFinishSetup();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const setProfile = useAppStore((s) => s.setProfile);
  const switchFacility = useSwitchFacility();
  const [refusal, setRefusal] = useState<string[]>([]);
  const nameOf = (key: string) => setup.facilities.find((f) => f.key === key)?.name ?? '';

  const [run, finishing] = useSingleFlight(async () => {
    setRefusal([]);
    try {
      const answer = await finish.mutateAsync();
      const profile = await queryClient.fetchQuery({ ...profileQueryOptions(), staleTime: 0 });
      setProfile(profile);
      const first = answer.facilities[0];
      if (first) switchFacility(first.id);
      showToast('success', answer.message);
      await navigate(paths.dashboard, { replace: true });
    } catch (e) {
      setRefusal(serverFieldErrors(e, {}).other);
    }
  });

  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        {productMessages.setupFinishHint}
      </Text>
      <section aria-labelledby="setup-review-company">
        <Title order={3} size="h5" id="setup-review-company">
          {productMessages.setupStepCompany}
        </Title>
        <Text>{setup.company_name}</Text>
      </section>
      <section aria-labelledby="setup-review-facilities">
        <Title order={3} size="h5" id="setup-review-facilities" mb="xs">
          {productMessages.setupStepFacilities}
        </Title>
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="sm">
          {setup.facilities.map((f) => (
            <FacilityCard key={f.key} facility={f} />
          ))}
        </SimpleGrid>
      </section>
      <section aria-labelledby="setup-review-admins">
        <Title order={3} size="h5" id="setup-review-admins">
          {productMessages.setupStepAdmins}
        </Title>
        {setup.admins.length === 0 ? (
          <Text>{productMessages.setupNoAdmins}</Text>
        ) : (
          <List>
            {setup.admins.map((a) => (
              <List.Item key={`${a.facility_key} ${a.email}`}>
                {a.first_name} {a.last_name} ({a.email}) · {nameOf(a.facility_key)}
              </List.Item>
            ))}
          </List>
        )}
      </section>
      <StepActions refusal={refusal} onBack={onBack} onClick={() => void run()} busy={finishing}>
        {productMessages.setupFinishButton}
      </StepActions>
    </Stack>
  );
}
