import type { Area } from '../../platform/area';

/** Double-entry ledger (decision 025): the only way money moves. No routes of its own. */
export const ledgerArea: Area = { name: 'ledger' };

export { ledgerAccountIds, lockAccount } from './accounts';
export { balancesOf } from './balances';
export { fundingLegs, returnLegs, settlementLegs } from './funding-legs';
export { ledgerHistory } from './history';
export { lockPendingFundings } from './pending-fundings';
export { postTransaction } from './post';
export { payFromVault } from './spend';
