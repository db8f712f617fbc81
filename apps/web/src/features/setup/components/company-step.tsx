import { Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import type { SetupAnswer } from '@careroster/shared/api/setup/setup';
import { productMessages } from '@careroster/shared/messages';
import { serverFieldErrors } from '../../../components/field-errors';
import { submitWith, useSingleFlight } from '../../../components/use-single-flight';
import { useSaveCorporation } from '../api/setup';
import { StepActions } from './step-actions';

/** The company step: the corporation's name; its first save creates the corporation (decision 080). */
export function CompanyStep({ setup, onDone }: { setup: SetupAnswer; onDone: () => void }) {
  const [name, setName] = useState(setup.company_name);
  const [error, setError] = useState<{ name?: string; other: string[] }>({ other: [] });
  const save = useSaveCorporation();
  const [run, saving] = useSingleFlight(async () => {
    try {
      await save.mutateAsync(name);
      setError({ other: [] });
      onDone();
    } catch (e) {
      // Every message of this one-field body is about the name; a conflict is not.
      const refused = serverFieldErrors(e, { [productMessages.signUpCompanyInvalid]: 'name' });
      setError({ ...refused.fields, other: refused.other });
    }
  });
  const onSubmit = submitWith(run);
  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="sm" maw={480}>
        <Text size="sm" c="dimmed">
          {productMessages.setupCompanyHint}
        </Text>
        <TextInput
          label="Company name"
          required
          maxLength={120}
          autoComplete="organization"
          value={name}
          onChange={(e) => setName(e.currentTarget.value)}
          error={error.name}
        />
        <StepActions refusal={error.other} busy={saving}>
          {productMessages.setupSaveAndContinue}
        </StepActions>
      </Stack>
    </form>
  );
}
