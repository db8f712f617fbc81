import { Select, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import type { Structure, StructureUnit } from '@careroster/shared/api/structure/structure';
import { STRUCTURE_NAME_MAX_LENGTH } from '@careroster/shared/constants';
import { productMessages } from '@careroster/shared/messages';
import type { ColourKey } from '@careroster/shared/structure/colours';
import { GenericModal } from '../../../components/generic-modal';
import { useSingleFlight } from '../../../components/use-single-flight';
import { ColourSelect } from './colour-select';

export type UnitFields = { name: string; parent_id: string | null; floor_id: string | null; colour: ColourKey | null };

export interface UnitDialogProps {
  opened: boolean;
  onClose: () => void;
  /** The unit being edited; null when adding. */
  unit: StructureUnit | null;
  structure: Structure;
  /** Settles when the call is done; the dialog closes on success and keeps what was typed otherwise. */
  onSubmit: (fields: UnitFields) => Promise<boolean>;
}

const fieldsOf = (unit: StructureUnit | null): UnitFields => ({
  name: unit?.name ?? '',
  parent_id: unit?.parent_id ?? null,
  floor_id: unit?.floor_id ?? null,
  colour: unit?.colour ?? null,
});

/** Add or edit a unit (mounted for each opening, so it starts from the unit's values): its name, the unit it is part of (one level of subunits), its floor and colour. */
export function UnitDialog({ opened, onClose, unit, structure, onSubmit }: UnitDialogProps) {
  const [fields, setFields] = useState<UnitFields>(fieldsOf(unit));
  const [error, setError] = useState<string | null>(null);
  const hasSubunits = unit !== null && structure.units.some((u) => u.parent_id === unit.id);
  // A parent is a unit of the first level, never the unit itself; a unit with subunits stays first-level.
  const parents = structure.units.filter((u) => u.parent_id === null && u.id !== unit?.id).map((u) => ({ value: u.id, label: u.name }));
  const [submit, saving] = useSingleFlight(async () => {
    const name = fields.name.trim();
    if (!name) {
      setError(productMessages.structureNameRequired);
      return;
    }
    if (await onSubmit({ ...fields, name })) onClose();
  });
  return (
    <GenericModal
      opened={opened}
      onClose={onClose}
      title={unit ? productMessages.structureEditUnit : productMessages.structureAddUnit}
      onSecondary={onClose}
      secondaryLabel="Cancel"
      onConfirm={() => void submit()}
      confirmLabel={unit ? 'Update' : 'Save'}
      confirmLoading={saving}
    >
      <Stack gap="sm">
        <TextInput
          label={productMessages.structureUnitName}
          required
          data-autofocus
          maxLength={STRUCTURE_NAME_MAX_LENGTH}
          value={fields.name}
          error={error}
          onChange={(e) => {
            const name = e.currentTarget.value;
            setFields((f) => ({ ...f, name }));
          }}
        />
        <Select
          label={productMessages.structureParentUnit}
          data={parents}
          value={fields.parent_id}
          onChange={(v) => setFields((f) => ({ ...f, parent_id: v }))}
          placeholder={productMessages.structureParentNone}
          clearable
          disabled={hasSubunits}
          description={hasSubunits ? productMessages.structureUnitHasSubunits : undefined}
          comboboxProps={{ withinPortal: true }}
        />
        <Select
          label={productMessages.structureFloor}
          data={structure.floors.map((f) => ({ value: f.id, label: f.name }))}
          value={fields.floor_id}
          onChange={(v) => setFields((f) => ({ ...f, floor_id: v }))}
          placeholder={productMessages.structureFloorNone}
          clearable
          comboboxProps={{ withinPortal: true }}
        />
        <ColourSelect
          label={productMessages.structureColour}
          value={fields.colour}
          onChange={(colour) => setFields((f) => ({ ...f, colour }))}
        />
      </Stack>
    </GenericModal>
  );
}
