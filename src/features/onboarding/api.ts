// The onboarding calls (spec part 2, section 7), through the app's one HTTP client.
import type {
  AnswerSavedResponse,
  InitializeServicesResponse,
  OrganizationResponse,
  QuestionnaireResponse,
  QuestionsResponse,
} from '../../../contracts/onboarding';
import { ApiError, apiRequest } from '../../lib/api-client';
import type { AuthClient } from '../../lib/auth-client';
import { currentOrganizationId, rememberOrganizationId } from '../../lib/organization';
import { toStored, type FlowApi, type QuestionState } from './questionnaire-model';

/** The agent type the progress page sets up. */
export const FINANCE_AGENT = 'finance';

export const fetchQuestions = (signal?: AbortSignal) =>
  apiRequest<QuestionsResponse>('/onboarding/questions', signal ? { signal } : {}).then((r) => r.questions);

export function fetchQuestionnaire(organizationId: string | null, signal?: AbortSignal) {
  if (!organizationId) return Promise.reject(new ApiError(400, 'Organization ID not available', 'organization_id_missing'));
  return apiRequest<QuestionnaireResponse>(`/organization/${encodeURIComponent(organizationId)}/questionnaire`, signal ? { signal } : {});
}

const needOrganization = (organizationId: string | null): string => {
  if (!organizationId) throw new ApiError(400, 'Organization ID not found. Please create an organization first.', 'organization_id_missing');
  return organizationId;
};

export function initializeServices(organizationId: string | null) {
  const id = needOrganization(organizationId);
  return apiRequest<InitializeServicesResponse>(`/organization/${encodeURIComponent(id)}/intitialize-services`, {
    method: 'POST',
    body: { agent_name: FINANCE_AGENT },
  });
}

/** The calls the questionnaire makes, bound to the signed-in person. */
export function questionnaireApi(auth: AuthClient): FlowApi {
  return {
    async createOrganization(name) {
      const ownerUserId = auth.claims()?.sub ?? '';
      if (!ownerUserId) throw new ApiError(400, 'Owner user id missing', 'owner_user_id_missing');
      let organizationId: string | null;
      try {
        const created = await apiRequest<OrganizationResponse>('/organization', {
          method: 'POST',
          body: { name, owner_user_id: ownerUserId },
        });
        organizationId = created.organization_id;
      } catch (err) {
        // Created by an earlier attempt whose answer was lost: the token knows which one.
        if (!(err instanceof ApiError && err.status === 409)) throw err;
        organizationId = null;
      }
      if (organizationId) rememberOrganizationId(organizationId);
      // The new token carries the organisation and the OWNER role (a failure is not fatal here).
      await auth.refresh().catch(() => undefined);
      organizationId ??= currentOrganizationId(auth.claims());
      if (!organizationId) throw new ApiError(409, 'You already belong to an organization', 'organization_exists');
      return organizationId;
    },
    async submitAnswer(organizationId, q: QuestionState, completed) {
      await apiRequest<AnswerSavedResponse>(`/organization/${encodeURIComponent(organizationId)}/questionnaire`, {
        method: 'POST',
        body: { question: q.def.question, question_id: q.def.questionId, answer: JSON.stringify(toStored(q)), completed },
      });
    },
    async updateAnswer(organizationId, q: QuestionState, completed) {
      await apiRequest<AnswerSavedResponse>(`/organization/${encodeURIComponent(organizationId)}/questionnaire`, {
        method: 'PUT',
        body: { question: q.def.question, question_id: q.def.questionId, new_answer: JSON.stringify(toStored(q)), completed },
      });
    },
  };
}
