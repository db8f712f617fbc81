import { Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import { STRUCTURE_NAME_MAX_LENGTH } from '@careroster/shared/constants';
import { productMessages } from '@careroster/shared/messages';
import type { ColourKey } from '@careroster/shared/structure/colours';
import { GenericModal } from '../../../components/generic-modal';
import { useSingleFlight } from '../../../components/use-single-flight';
import { ColourSelect } from './colour-select';

export interface NameDialogProps {
  opened: boolean;
  onClose: () => void;
  title: string;
  nameLabel: string;
  /** Shows a colour picker (departments); a floor has none. */
  withColour: boolean;
  initial: { name: string; colour: ColourKey | null };
  editing: boolean;
  onSubmit: (fields: { name: string; colour: ColourKey | null }) => Promise<boolean>;
}

/** Add or edit (mounted for each opening, so it starts from `initial`) something that is a name and maybe a colour: a department, a floor. */
export function NameDialog({ opened, onClose, title, nameLabel, withColour, initial, editing, onSubmit }: NameDialogProps) {
  const [name, setName] = useState(initial.name);
  const [colour, setColour] = useState(initial.colour);
  const [error, setError] = useState<string | null>(null);
  const [submit, saving] = useSingleFlight(async () => {
    if (!name.trim()) {
      setError(productMessages.structureNameRequired);
      return;
    }
    if (await onSubmit({ name: name.trim(), colour })) onClose();
  });
  return (
    <GenericModal
      opened={opened}
      onClose={onClose}
      title={title}
      onSecondary={onClose}
      secondaryLabel="Cancel"
      onConfirm={() => void submit()}
      confirmLabel={editing ? 'Update' : 'Save'}
      confirmLoading={saving}
    >
      <Stack gap="sm">
        <TextInput
          label={nameLabel}
          required
          data-autofocus
          maxLength={STRUCTURE_NAME_MAX_LENGTH}
          value={name}
          error={error}
          onChange={(e) => setName(e.currentTarget.value)}
        />
        {withColour && <ColourSelect label={productMessages.structureColour} value={colour} onChange={setColour} />}
      </Stack>
    </GenericModal>
  );
}
