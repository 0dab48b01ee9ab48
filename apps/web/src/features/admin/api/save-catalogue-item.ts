import type { z } from 'zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  adminCategorySchema,
  adminPlatformSchema,
  adminServiceSchema,
  type AdminCategory,
  type AdminPlatform,
  type AdminService,
  type CategoryCreate,
  type CategoryPatch,
  type PlatformCreate,
  type PlatformPatch,
  type ServiceCreate,
  type ServicePatch,
} from '@smm/contract/admin-catalogue';
import { api } from '../../../lib/api-client.ts';
import { refreshCatalogue } from './get-catalogue.ts';

/** `POST /admin/{kind}` creates, `PATCH /admin/{kind}/{id}` edits: one route pattern per kind. */
export type CatalogueSave =
  | { kind: 'platforms'; id?: undefined; body: PlatformCreate }
  | { kind: 'platforms'; id: number; body: PlatformPatch }
  | { kind: 'categories'; id?: undefined; body: CategoryCreate }
  | { kind: 'categories'; id: number; body: CategoryPatch }
  | { kind: 'services'; id?: undefined; body: ServiceCreate }
  | { kind: 'services'; id: number; body: ServicePatch };

type Saved = AdminPlatform | AdminCategory | AdminService;
const SCHEMAS: Record<CatalogueSave['kind'], z.ZodType<Saved>> = {
  platforms: adminPlatformSchema,
  categories: adminCategorySchema,
  services: adminServiceSchema,
};

export function saveCatalogueItem(save: CatalogueSave): Promise<Saved> {
  const schema = SCHEMAS[save.kind];
  return save.id === undefined
    ? api.post(`/admin/${save.kind}`, save.body, schema)
    : api.patch(`/admin/${save.kind}/${save.id}`, save.body, schema);
}

/** Creates or edits a platform, category or service; refreshes the catalogue everywhere. */
export function useSaveCatalogueItem() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveCatalogueItem,
    onSuccess: () => refreshCatalogue(client),
  });
}
