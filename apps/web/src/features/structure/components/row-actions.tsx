import { Button, Group } from '@mantine/core';
import { productMessages } from '@careroster/shared/messages';

/** A setup table's row buttons: Edit, and Delete where the row may go; each names its row for a screen reader. */
export function RowActions({ name, onEdit, onDelete }: { name: string; onEdit: () => void; onDelete?: (() => void) | undefined }) {
  return (
    <Group gap={4} wrap="nowrap" justify="flex-end">
      <Button size="compact-xs" variant="subtle" onClick={onEdit} aria-label={productMessages.structureEditNamed(name)}>
        {productMessages.structureActionEdit}
      </Button>
      {onDelete && (
        <Button size="compact-xs" variant="subtle" color="red" onClick={onDelete} aria-label={productMessages.structureDeleteNamed(name)}>
          {productMessages.structureActionDelete}
        </Button>
      )}
    </Group>
  );
}
