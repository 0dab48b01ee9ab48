import type {
  AdminBankDeposit,
  AdminBankDepositsQuery,
  BankDepositResult,
  BankDepositWebhook,
} from '@smm/contract/point-api';
import type { Clock } from '../../clock.ts';
import type { Database } from '../../db/database.ts';
import * as deposits from './bank-deposit-repository.ts';
import type { PointDecisionService } from './point-decision-service.ts';
import { lockMatchingPending } from './point-request-repository.ts';

export interface BankDepositDeps {
  db: Database;
  clock: Clock;
  decisions: PointDecisionService;
}

export interface BankDepositService {
  receive(input: BankDepositWebhook): Promise<BankDepositResult>;
  list(query: AdminBankDepositsQuery): Promise<AdminBankDeposit[]>;
}

export function createBankDepositService(deps: BankDepositDeps): BankDepositService {
  return {
    receive: (input) => receiveDeposit(deps, input),
    list: (query) => deposits.listDeposits(deps.db, query),
  };
}

/**
 * Records a reported deposit and, when exactly one pending request has the same depositor name and
 * amount to transfer, approves it through the operator's own approve path. Anything less certain
 * waits for the operator: crediting the wrong member is worse than crediting a few minutes later.
 * A repeated delivery changes nothing and answers what the first one decided.
 */
async function receiveDeposit(deps: BankDepositDeps, input: BankDepositWebhook): Promise<BankDepositResult> {
  const now = deps.clock.now();
  const decided = await deps.db.transaction(async (tx): Promise<BankDepositResult | null> => {
    const rowId = await deposits.insertDeposit(tx, {
      depositId: input.depositId,
      depositorName: input.depositorName,
      amount: input.amount,
      depositedAt: input.depositedAt ? new Date(input.depositedAt) : null,
      receivedAt: now,
    });
    if (rowId === null) return null;
    const candidates = await lockMatchingPending(tx, input.depositorName, input.amount);
    const [only] = candidates;
    if (candidates.length !== 1 || only === undefined) {
      const outcome = candidates.length === 0 ? 'unmatched' : 'ambiguous';
      await deposits.setOutcome(tx, rowId, outcome, null);
      return { depositId: input.depositId, outcome, pointRequestId: null };
    }
    // The candidate is locked and pending, so this approve cannot lose a race.
    const approved = await deps.decisions.approveInTx(tx, only, {
      via: 'webhook',
      operatorId: null,
      reason: null,
      at: now,
    });
    if (!approved) throw new Error(`point request ${only} stopped being pending while locked`);
    await deposits.setOutcome(tx, rowId, 'matched', only);
    return { depositId: input.depositId, outcome: 'matched', pointRequestId: only };
  });
  if (decided) return decided;
  const original = await deposits.findResult(deps.db, input.depositId);
  if (!original) throw new Error(`bank deposit ${input.depositId} vanished after a conflicting insert`);
  return original;
}
