import type { MetricsService } from '../ops/metrics-service.ts';
import type { PointDecisionService } from './point-decision-service.ts';
import type { PointRequestService } from './point-request-service.ts';

// The services stay unaware of metrics: app-services.ts wraps the ones whose outcomes are counted.

export function instrumentPointRequests(
  requests: PointRequestService,
  metrics: MetricsService,
): PointRequestService {
  return {
    ...requests,
    async create(memberId, input) {
      const created = await requests.create(memberId, input);
      metrics.topUpRequested();
      return created;
    },
  };
}

export function instrumentDecisions(
  decisions: PointDecisionService,
  metrics: MetricsService,
): PointDecisionService {
  return {
    ...decisions,
    async approveByOperator(id, operatorId) {
      const decided = await decisions.approveByOperator(id, operatorId);
      metrics.topUpDecided('approved', 'operator');
      return decided;
    },
    async rejectByOperator(id, operatorId, reason) {
      const decided = await decisions.rejectByOperator(id, operatorId, reason);
      metrics.topUpDecided('rejected', 'operator');
      return decided;
    },
    // The bank webhook approves through this inside its transaction; a repeated delivery does not.
    async approveInTx(tx, id, decision) {
      const approved = await decisions.approveInTx(tx, id, decision);
      if (approved) metrics.topUpDecided('approved', decision.via === 'webhook' ? 'bank' : 'operator');
      return approved;
    },
  };
}
