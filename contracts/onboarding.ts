// Shapes of the onboarding calls (spec part 2, sections 3 and 7), shared by the server and the
// browser. The browser imports only types from here, and values from onboarding-constants.ts, so
// it carries no schema library.
import { z } from 'zod';

export const QUESTION_TYPES = ['free-field', 'single-select', 'multiple-choice'] as const;
export type QuestionType = (typeof QUESTION_TYPES)[number];

export {
  AGENTS_EXIST,
  MAX_FREE_TEXT,
  MAX_ORGANIZATION_NAME,
  MAX_OTHER_TEXT,
  ORGANIZATION_NAME_QUESTION_ID,
  OTHER_CHOICE,
} from './onboarding-constants';

export const questionChoiceSchema = z.object({
  name: z.string(),
  /** A lucide icon name the browser knows (see the questionnaire's icon map). */
  icon: z.string().optional(),
  description: z.string().optional(),
  /** True for Other: choosing it asks for text. */
  hasInput: z.boolean().optional(),
});
export type QuestionChoice = z.infer<typeof questionChoiceSchema>;

/** A question as the server serves it: the browser builds its screen from these. */
export const questionDefinitionSchema = z.object({
  questionId: z.string(),
  questionNo: z.number().int(),
  icon: z.string(),
  title: z.string(),
  description: z.string(),
  question: z.string(),
  /** A type the browser does not know shows 'Unsupported question type'. */
  questionType: z.string(),
  placeholder: z.string().optional(),
  maxLength: z.number().int().optional(),
  choices: z.array(questionChoiceSchema).optional(),
});
export type QuestionDefinition = z.infer<typeof questionDefinitionSchema>;

export const questionsResponseSchema = z.object({ questions: z.array(questionDefinitionSchema) });
export type QuestionsResponse = z.infer<typeof questionsResponseSchema>;

/** Stored answers: free text is { value }; choices are { choices, otherValue }. */
export const freeFieldAnswerSchema = z.object({ value: z.string() });
export const choiceAnswerSchema = z.object({
  choices: z.record(z.string(), z.boolean()),
  otherValue: z.string().nullable(),
});
export type FreeFieldAnswer = z.infer<typeof freeFieldAnswerSchema>;
export type ChoiceAnswer = z.infer<typeof choiceAnswerSchema>;
export type StoredAnswer = FreeFieldAnswer | ChoiceAnswer;

export const createOrganizationRequestSchema = z.object({
  name: z.string().max(1000),
  owner_user_id: z.string().max(255).optional().nullable(),
});
export const organizationResponseSchema = z.object({
  organization_id: z.string(),
  name: z.string(),
  owner_user_id: z.string(),
});
export type OrganizationResponse = z.infer<typeof organizationResponseSchema>;

/**
 * POST /organization/{id}/questionnaire. `question` is the question's text or its id (the spec
 * sends the text); `question_id` may be given too. `answer` is the stored shape, as JSON text
 * (as the spec sends it) or as an object.
 */
export const submitAnswerRequestSchema = z.object({
  question: z.string().max(1000),
  question_id: z.string().max(100).optional(),
  answer: z.union([z.string().max(20_000), z.record(z.string(), z.unknown())]),
  completed: z.boolean().optional().default(false),
});
/** PUT /organization/{id}/questionnaire: the same, with `new_answer`. */
export const updateAnswerRequestSchema = z.object({
  question: z.string().max(1000),
  question_id: z.string().max(100).optional(),
  new_answer: z.union([z.string().max(20_000), z.record(z.string(), z.unknown())]),
  completed: z.boolean().optional().default(false),
});
export type SubmitAnswerRequest = z.input<typeof submitAnswerRequestSchema>;
export type UpdateAnswerRequest = z.input<typeof updateAnswerRequestSchema>;

export const answerSavedResponseSchema = z.object({
  message: z.string(),
  organization_id: z.string(),
  question_id: z.string(),
  completed: z.boolean(),
});
export type AnswerSavedResponse = z.infer<typeof answerSavedResponseSchema>;

/** One entry of GET /organization/{id}/questionnaire; `answer` is JSON text, as the spec says. */
export const questionnaireResultEntrySchema = z.object({
  question: z.string(),
  question_id: z.string(),
  answer: z.string(),
});
export const questionnaireResponseSchema = z.object({
  organization_id: z.string(),
  organization_name: z.string(),
  completed: z.boolean(),
  questionnaire_result: z.array(questionnaireResultEntrySchema),
});
export type QuestionnaireResponse = z.infer<typeof questionnaireResponseSchema>;

export const questionnaireStatusSchema = z.object({
  organization_id: z.string(),
  completed: z.boolean(),
  completed_at: z.string().nullable(),
  answered: z.number().int(),
  total: z.number().int(),
});
export type QuestionnaireStatus = z.infer<typeof questionnaireStatusSchema>;

export const initializeServicesRequestSchema = z.object({ agent_name: z.string().max(100).optional().default('finance') });
export const initializeServicesResponseSchema = z.object({
  message: z.string(),
  organization_id: z.string(),
  agent_id: z.string(),
  foundry_agent_id: z.string(),
});
export type InitializeServicesResponse = z.infer<typeof initializeServicesResponseSchema>;
