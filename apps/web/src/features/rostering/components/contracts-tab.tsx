import { productMessages } from '@careroster/shared/messages';
import { useDeleteWorkContract, useWorkContracts } from '../api/rostering';
import { ContractDialog, type TimingOption } from './contract-dialog';
import { SettingsListTab } from './settings-list-tab';

/** Contracts (issue 29): the facility's, shared by every unit's team. */
export function ContractsTab({ timings }: { timings: TimingOption[] }) {
  return (
    <SettingsListTab
      list={useWorkContracts()}
      remove={useDeleteWorkContract()}
      texts={{
        intro: productMessages.rbContractsIntro,
        add: productMessages.rbContractAdd,
        empty: productMessages.rbContractsEmpty,
        label: productMessages.rbContractsLabel,
        deleteTitle: productMessages.rbContractDeleteTitle,
        deleteText: productMessages.rbContractDeleteText,
      }}
      columns={[]}
      dialog={(contract, onClose) => <ContractDialog contract={contract} timings={timings} onClose={onClose} />}
    />
  );
}
