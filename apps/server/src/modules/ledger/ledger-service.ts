import {
  credit,
  debitIfCovered,
  listLedgerForRefs,
  listMemberLedger,
  memberLedgerTotals,
} from './ledger-repository.ts';

export type { LedgerEntryInput, LedgerReason, LedgerRow, LedgerTotalsRow } from './ledger-repository.ts';

/**
 * The ledger's public side: the two money movements every other module books inside its own
 * transaction (an order's debit, a top-up's credit, a refund). The ledger has no dependencies and no
 * state, so its service is one constant rather than a factory (docs/decisions/architecture.md).
 * The operator console also reads a member's entries and totals through it.
 */
export interface LedgerService {
  credit: typeof credit;
  debitIfCovered: typeof debitIfCovered;
  listMemberLedger: typeof listMemberLedger;
  memberLedgerTotals: typeof memberLedgerTotals;
  listLedgerForRefs: typeof listLedgerForRefs;
}

export const ledger: LedgerService = {
  credit,
  debitIfCovered,
  listMemberLedger,
  memberLedgerTotals,
  listLedgerForRefs,
};
