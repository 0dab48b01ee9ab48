import { type InquiryTemplate, type InquiryTemplateInput } from '@smm/contract/admin-inquiries';
import { ADMIN_INQUIRY_MESSAGES as M } from '@smm/contract/admin-inquiries-messages';
import type { Clock } from '../../clock.ts';
import type { Database } from '../../db/database.ts';
import { NotFoundError } from '../../errors.ts';
import type { AuditService } from '../audit/audit-service.ts';
import * as repo from './inquiry-template-repository.ts';

/** The operators' canned answers; each change is audited with the row before and after. */
export interface InquiryTemplateService {
  list(): Promise<InquiryTemplate[]>;
  create(operatorId: number, input: InquiryTemplateInput): Promise<InquiryTemplate>;
  update(operatorId: number, id: number, input: InquiryTemplateInput): Promise<InquiryTemplate>;
  remove(operatorId: number, id: number): Promise<void>;
}

export function createInquiryTemplateService(deps: {
  db: Database;
  clock: Clock;
  audit: AuditService;
}): InquiryTemplateService {
  const { db, clock, audit } = deps;
  const target = { targetType: 'inquiry_template' } as const;
  return {
    list: () => repo.listTemplates(db),
    create: (operatorId, input) =>
      db.transaction(async (tx) => {
        const created = await repo.insertTemplate(tx, input, clock.now());
        await audit.record(tx, {
          ...target,
          operatorId,
          action: 'inquiry_template.create',
          targetId: created.id,
          after: created,
        });
        return created;
      }),
    update: (operatorId, id, input) =>
      db.transaction(async (tx) => {
        const before = await repo.lockTemplate(tx, id);
        if (!before) throw new NotFoundError(M.templateNotFound);
        const after = await repo.updateTemplate(tx, id, input, clock.now());
        await audit.record(tx, {
          ...target,
          operatorId,
          action: 'inquiry_template.update',
          targetId: id,
          before,
          after,
        });
        return after;
      }),
    remove: (operatorId, id) =>
      db.transaction(async (tx) => {
        const before = await repo.lockTemplate(tx, id);
        if (!before) throw new NotFoundError(M.templateNotFound);
        await repo.deleteTemplate(tx, id);
        await audit.record(tx, {
          ...target,
          operatorId,
          action: 'inquiry_template.delete',
          targetId: id,
          before,
        });
      }),
  };
}
