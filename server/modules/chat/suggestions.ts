// The empty chat's suggested questions (issue 16): GET /api/organization/{id}/chat/suggestions,
// for anyone who can chat there (any active member). Questions drawn from the organisation's own
// ready documents that the local analyst answers correctly (assistant/analyst/suggest.ts), worked
// out once per set of ready documents and kept beside the analyst's index of them. Another
// organisation's id answers 404, as every organisation call does.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { chatSuggestionsSchema, type ChatSuggestions } from '../../../contracts/chat';
import { apiErrorSchema } from '../../../contracts/errors';
import type { Db } from '../../db/client';
import type { RequireToken } from '../../plugins/authenticate';
import type { LocalAnalyst } from '../assistant/analyst';
import { statusCounts } from '../documents';
import { activeInstructions } from '../improvements/service';
import { requireMembership } from '../organization/access';
import { organizationProfile } from '../organization/profile';

export interface SuggestionRoutesOptions {
  db: Db;
  requireToken: RequireToken;
  /** The app's one local analyst: the suggestions share its per-organisation index. */
  analyst: Pick<LocalAnalyst, 'suggest'>;
}

const errors = { 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema } as const;

export async function suggestionRoutes(app: FastifyInstance, opts: SuggestionRoutesOptions) {
  const { db, requireToken, analyst } = opts;
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/organization/:id/chat/suggestions',
    { onRequest: requireToken, schema: { params: z.object({ id: z.string().max(100) }), response: { 200: chatSuggestionsSchema, ...errors } } },
    async (req, reply): Promise<ChatSuggestions> => {
      const { organizationId } = await requireMembership(db, req.principal, req.params.id);
      // The browser keeps its own copy for offline use; a shared cache must never hold one.
      reply.header('cache-control', 'private, no-store');
      const { ready } = await statusCounts(db, organizationId);
      if (ready === 0) return { suggestions: [], ready_documents: 0 };
      const [profile, instructions] = await Promise.all([organizationProfile(db, organizationId), activeInstructions(db, organizationId)]);
      try {
        const suggestions = await analyst.suggest({
          db,
          organizationId,
          profile: profile ?? { name: '', fiscalYearStartMonth: 1, accountingSystem: null },
          instructions,
        });
        return { suggestions, ready_documents: ready };
      } catch (err) {
        // A failure here must not take the empty chat with it: it shows its other content.
        req.log.error({ err, organizationId }, 'suggested questions could not be worked out');
        return { suggestions: [], ready_documents: ready };
      }
    },
  );
}
