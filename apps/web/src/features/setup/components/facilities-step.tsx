import { Badge, Button, Card, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import type { SetupAnswer, SetupFacility } from '@careroster/shared/api/setup/setup';
import { labelOf, businessTypes, payrollSettings, timezones } from '@careroster/shared/lookups';
import { productMessages } from '@careroster/shared/messages';
import { DeleteConfirm } from '../../../components/delete-confirm';
import { useRemoveSetupFacility } from '../api/setup';
import { FacilityDialog } from './facility-dialog';
import { StepActions } from './step-actions';

/** One line of a facility's address, as a letter would have it. */
export const addressOf = (f: SetupFacility) =>
  [f.address_line1, f.address_line2, `${f.city}, ${f.state} ${f.zip}`].filter(Boolean).join(', ');

/** A facility's draft as a card: what the review shows too, with Edit and Remove on this step. */
export function FacilityCard({ facility, onEdit, onRemove }: { facility: SetupFacility; onEdit?: () => void; onRemove?: () => void }) {
  return (
    <Card withBorder padding="sm" component="article" aria-label={facility.name}>
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <Stack gap={2} style={{ minWidth: 0 }}>
          <Text fw={600}>{facility.name}</Text>
          <Text size="sm">
            {facility.legal_name} · {labelOf(businessTypes, facility.business_type)} · EIN {facility.ein}
          </Text>
          <Text size="sm" c="dimmed">
            {addressOf(facility)}
          </Text>
          <Group gap={4}>
            <Badge variant="light">{labelOf(timezones, facility.timezone)}</Badge>
            <Badge variant="light" color="gray">
              {labelOf(payrollSettings, facility.payroll_setting)}
            </Badge>
            {facility.cms_facility_id && (
              <Badge variant="light" color="gray">
                CMS {facility.cms_facility_id}
              </Badge>
            )}
          </Group>
        </Stack>
        {(onEdit ?? onRemove) && (
          <Group gap={4} wrap="nowrap">
            <Button size="compact-sm" variant="subtle" onClick={onEdit} aria-label={productMessages.setupEditFacility(facility.name)}>
              Edit
            </Button>
            <Button
              size="compact-sm"
              variant="subtle"
              color="red"
              onClick={onRemove}
              aria-label={productMessages.setupRemoveFacility(facility.name)}
            >
              Remove
            </Button>
          </Group>
        )}
      </Group>
    </Card>
  );
}

/** The facilities step: each facility is saved as it is added or edited, so Continue only moves on. */
export function FacilitiesStep({ setup, onBack, onDone }: { setup: SetupAnswer; onBack: () => void; onDone: () => void }) {
  // undefined: no dialog; null: a new facility.
  const [editing, setEditing] = useState<SetupFacility | null | undefined>(undefined);
  const [removing, setRemoving] = useState<(SetupFacility & { id: string }) | null>(null);
  const remove = useRemoveSetupFacility();
  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed">
        {productMessages.setupFacilitiesHint}
      </Text>
      {setup.facilities.length === 0 ? (
        <Text>{productMessages.setupNoFacilities}</Text>
      ) : (
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="sm">
          {setup.facilities.map((f) => (
            <FacilityCard key={f.key} facility={f} onEdit={() => setEditing(f)} onRemove={() => setRemoving({ ...f, id: f.key })} />
          ))}
        </SimpleGrid>
      )}
      <Group>
        <Button variant="light" onClick={() => setEditing(null)}>
          {productMessages.setupAddFacility}
        </Button>
      </Group>
      <StepActions onBack={onBack} onClick={onDone} disabled={setup.facilities.length === 0}>
        Continue
      </StepActions>
      {editing !== undefined && <FacilityDialog facility={editing} onClose={() => setEditing(undefined)} />}
      <DeleteConfirm
        row={removing}
        onClose={() => setRemoving(null)}
        title={removing ? productMessages.setupRemoveFacility(removing.name) : ''}
        text={productMessages.setupRemoveFacilityHint}
        remove={remove}
        deletedMessage={() => productMessages.setupFacilityRemoved(removing?.name ?? '')}
      />
    </Stack>
  );
}
