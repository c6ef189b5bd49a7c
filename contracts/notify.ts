import { z } from 'zod';
import { COMING_SOON_ASSISTANT_IDS } from './assistant-ids';

export const notifyRequestSchema = z.object({
  assistant_id: z.enum(COMING_SOON_ASSISTANT_IDS),
  email: z.email().max(254).trim(),
});
export type NotifyRequest = z.infer<typeof notifyRequestSchema>;

export const notifyResponseSchema = z.object({
  status: z.enum(['subscribed', 'already_subscribed']),
  assistant_id: z.string(),
  email: z.string(),
});
