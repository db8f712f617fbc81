import { productMessages } from '@careroster/shared/messages';
import { useDeleteRotation, useRotations } from '../api/rostering';
import type { TimingOption } from './contract-dialog';
import { RotationDialog } from './rotation-dialog';
import { SettingsListTab } from './settings-list-tab';

/** Rotations (issue 29): the facility's, shared by every unit's team. */
export function RotationsTab({ timings }: { timings: TimingOption[] }) {
  return (
    <SettingsListTab
      list={useRotations()}
      remove={useDeleteRotation()}
      texts={{
        intro: productMessages.rbRotationsIntro,
        add: productMessages.rbRotationAdd,
        empty: productMessages.rbRotationsEmpty,
        label: productMessages.rbRotationsLabel,
        deleteTitle: productMessages.rbRotationDeleteTitle,
        deleteText: productMessages.rbRotationDeleteText,
      }}
      columns={[{ key: 'weeks', header: productMessages.rbRotationWeeks, cell: (r) => r.cycle.length / 7 }]}
      dialog={(rotation, onClose) => <RotationDialog rotation={rotation} timings={timings} onClose={onClose} />}
    />
  );
}
