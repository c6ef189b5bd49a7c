import { z } from 'zod';

/** The shape of every error the API answers with. */
export const apiErrorSchema = z.object({ detail: z.string(), code: z.string() });
export type ApiErrorBody = z.infer<typeof apiErrorSchema>;
