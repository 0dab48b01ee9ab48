import { z } from 'zod';
import type { Setting } from './settings-map.ts';

export * from './settings-map.ts';

export const settingSchema = z.object({
  key: z.string().max(100),
  value: z.string().max(5000),
}) satisfies z.ZodType<Setting>;
export const settingsListSchema = z.array(settingSchema);
