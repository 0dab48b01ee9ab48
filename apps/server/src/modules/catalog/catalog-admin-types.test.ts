import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminCatalogue, AdminService } from '@smm/contract/admin-catalogue';
import type { Service } from '@smm/contract/catalog';
import { createTestContext, type TestContext } from '../../../test/helpers/test-context.ts';
import { createTestMember, type TestMember } from '../../../test/helpers/members.ts';
import {
  catalogueAudit,
  catalogueCaller,
  createCatalogueTree,
  type CatalogueCall,
} from '../../../test/helpers/catalogue-admin.ts';

// Issue 32: the operator sets a service's type among the 15 (field `type`); the storefront and the
// reseller APIs report it.
let ctx: TestContext;
let operator: TestMember;
let call: CatalogueCall;
beforeAll(async () => {
  ctx = await createTestContext({ demoCatalog: false });
  operator = await createTestMember(ctx, { isAdmin: true });
  call = catalogueCaller(ctx.app, operator);
});
afterAll(() => ctx.close());

const storefront = async (id: number) =>
  (await ctx.app.inject({ url: '/api/service/services' })).json<Service[]>().find((s) => s.id === id);

describe("a service's type in the catalogue console", () => {
  it('is Default unless given, is set on create, changed by PATCH and audited', async () => {
    const { category, service } = await createCatalogueTree(call, { platformId: 3 });
    expect(service.type).toBe('Default');
    expect((await storefront(service.id))?.type).toBe('Default');

    const poll = await call<AdminService>('POST', '/services', {
      categoryId: category.id,
      text: '투표',
      min: 10,
      max: 1000,
      price: 1,
      type: 'Poll',
    });
    expect([poll.status, poll.body.type]).toEqual([200, 'Poll']);

    const changed = await call<AdminService>('PATCH', `/services/${service.id}`, { type: 'Custom Comments' });
    expect([changed.status, changed.body.type]).toEqual([200, 'Custom Comments']);
    const listed = (await call<AdminCatalogue>('GET', '/catalogue')).body.services.find(
      (s) => s.id === service.id,
    );
    expect(listed?.type).toBe('Custom Comments');
    expect((await storefront(service.id))?.type).toBe('Custom Comments');
    const audit = await catalogueAudit(ctx, 'service', service.id);
    expect(audit.at(-1)).toMatchObject({
      action: 'service.update',
      before: { type: 'Default' },
      after: { type: 'Custom Comments' },
    });
  });

  it('refuses a type outside the 15 with a Korean message, changing nothing', async () => {
    const { service } = await createCatalogueTree(call, { platformId: 4 });
    for (const type of ['Custom Data', 'default', '', 3]) {
      const res = await call('PATCH', `/services/${service.id}`, { type });
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ message: '서비스 유형을 목록에서 선택해 주세요.' });
    }
    const { rows } = await ctx.db.query<{ type: string }>('SELECT type FROM services WHERE id = $1', [
      service.id,
    ]);
    expect(rows[0]?.type).toBe('Default');
  });
});
