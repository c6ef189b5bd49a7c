// Questionnaire answers, checked against the question they answer (questions.ts). An answer
// arrives as JSON text (as the spec sends it) or as an object; it leaves here in the stored
// shape, trimmed: { value } for free text, { choices, otherValue } for choices, with every
// choice of the question present and otherValue null unless Other is chosen.
import { z } from 'zod';
import {
  MAX_FREE_TEXT,
  MAX_ORGANIZATION_NAME,
  MAX_OTHER_TEXT,
  OTHER_CHOICE,
  type ChoiceAnswer,
  type FreeFieldAnswer,
  type QuestionDefinition,
  type StoredAnswer,
} from '../../../contracts/onboarding';
import { badRequest } from '../../lib/errors';
import { assertCleanInput, cleanName } from '../../lib/input';
import { questionById, questionByText, QUESTIONS } from './questions';

const invalid = (detail: string) => badRequest(detail, 'invalid_answer');

/** The question a request means: by `question_id` when given, else by its text or its id. */
export function resolveQuestion(question: string, questionId: string | undefined): QuestionDefinition {
  const found = questionId !== undefined ? questionById(questionId.trim()) : (questionByText(question) ?? questionById(question.trim()));
  if (!found) throw badRequest('Unknown question', 'unknown_question');
  return found;
}

/** The organisation's name, trimmed, with the rules of creation. */
export function validOrganizationName(raw: string | null | undefined): string {
  // Shown everywhere and put in mail subjects: no bidirectional controls, one line.
  const name = cleanName(raw);
  if (!name) throw badRequest('Organization name is required', 'name_required');
  if (name.length > MAX_ORGANIZATION_NAME) {
    throw badRequest(`Organization name must be at most ${MAX_ORGANIZATION_NAME} characters`, 'name_too_long');
  }
  return name;
}

/** The request's answer as an object: JSON text is parsed; anything but an object is refused. */
export function parseAnswer(raw: string | Record<string, unknown>): Record<string, unknown> {
  let value: unknown = raw;
  if (typeof raw === 'string') {
    try {
      value = JSON.parse(raw);
    } catch {
      throw invalid('The answer is not valid JSON');
    }
    // JSON text can spell a NUL ("\u0000") that the request itself did not hold.
    assertCleanInput(value, 'answer');
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw invalid('The answer must be a JSON object');
  return value as Record<string, unknown>;
}

const freeFieldShape = z.object({ value: z.string() }).strict();
const choiceShape = z
  .object({
    choices: z.record(z.string(), z.boolean()),
    otherValue: z.string().nullable().optional(),
  })
  .strict();

const isChoiceType = (q: QuestionDefinition) => q.questionType === 'single-select' || q.questionType === 'multiple-choice';

/** Checks an answer against its question and returns what is stored. */
export function validateAnswer(question: QuestionDefinition, answer: Record<string, unknown>): StoredAnswer {
  if (question.questionType === 'free-field') {
    const parsed = freeFieldShape.safeParse(answer);
    if (!parsed.success) throw invalid('A text answer must look like { "value": "..." }');
    const value = parsed.data.value.trim();
    if (!value) throw invalid('This field is required');
    const max = question.maxLength ?? MAX_FREE_TEXT;
    if (value.length > max) throw invalid(`Please keep your answer to ${max} characters or fewer`);
    return { value } satisfies FreeFieldAnswer;
  }
  if (!isChoiceType(question)) throw invalid('Unsupported question type');

  const parsed = choiceShape.safeParse(answer);
  if (!parsed.success) throw invalid('A choice answer must look like { "choices": { "...": true }, "otherValue": null }');
  const names = (question.choices ?? []).map((c) => c.name);
  const unknown = Object.keys(parsed.data.choices).filter((name) => !names.includes(name));
  if (unknown.length) throw invalid(`Unknown choice: ${unknown[0]}`);

  const choices: Record<string, boolean> = {};
  for (const name of names) choices[name] = parsed.data.choices[name] === true;
  const chosen = names.filter((name) => choices[name]);
  if (chosen.length === 0) throw invalid('This field is required');
  if (question.questionType === 'single-select' && chosen.length > 1) throw invalid('Choose one option');

  let otherValue: string | null = null;
  if (choices[OTHER_CHOICE]) {
    otherValue = (parsed.data.otherValue ?? '').trim();
    if (!otherValue) throw invalid('Please specify your answer for Other');
    if (otherValue.length > MAX_OTHER_TEXT) throw invalid(`Please keep your answer for Other to ${MAX_OTHER_TEXT} characters or fewer`);
  }
  return { choices, otherValue } satisfies ChoiceAnswer;
}

/**
 * A stored answer as JSON text for the browser. PostgreSQL's jsonb does not keep key order,
 * so a choice answer's choices are put back in the question's order.
 */
export function answerText(questionId: string, stored: unknown): string {
  const question = questionById(questionId);
  const answer = stored as Partial<ChoiceAnswer> | null;
  if (question && isChoiceType(question) && answer && typeof answer.choices === 'object' && answer.choices) {
    const choices: Record<string, boolean> = {};
    for (const c of question.choices ?? []) choices[c.name] = answer.choices[c.name] === true;
    return JSON.stringify({ choices, otherValue: answer.otherValue ?? null });
  }
  return JSON.stringify(stored);
}

/** Where a question comes in the questionnaire (unknown ids go last). */
export const questionOrder = (questionId: string) => {
  const index = QUESTIONS.findIndex((q) => q.questionId === questionId);
  return index === -1 ? QUESTIONS.length : index;
};
