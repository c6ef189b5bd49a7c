// The questionnaire's flow rules (spec part 2, sections 3, 4 and 5) as pure functions, so each
// rule is tested on its own: building the questions from the server's definitions and stored
// answers, validation (including Other), which step to resume at, which steps count, whether a
// step must be saved, and how a save moves the flow on (or, on failure, leaves it where it was).
import type { ChoiceAnswer, FreeFieldAnswer, QuestionDefinition, QuestionnaireResponse, StoredAnswer } from '../../../contracts/onboarding';
import { ORGANIZATION_NAME_QUESTION_ID, OTHER_CHOICE } from '../../../contracts/onboarding-constants';

export const REQUIRED_MESSAGE = 'This field is required';
export const KNOWN_TYPES = ['free-field', 'single-select', 'multiple-choice'] as const;

/** Free text: the text. Single choice: the chosen option ('' for none). Multiple: the chosen options. */
export type Answer = string | string[];

export interface QuestionState {
  def: QuestionDefinition;
  answer: Answer;
  otherValue: string;
  /** What the server holds (or '' / [] when it holds nothing). */
  originalAnswer: Answer;
  originalOtherValue: string;
  /** The server holds an answer to this question. */
  stored: boolean;
  /** The person has edited this question since it loaded (errors show only then). */
  touched: boolean;
  /** The person has typed in the Other box (its emptiness is an error only then, or on Next). */
  otherTouched: boolean;
}

export interface FlowState {
  questions: QuestionState[];
  /** Index into `questions` of the step on screen. */
  index: number;
  organizationId: string | null;
  /** The organisation existed when the questionnaire loaded: the name question is left out. */
  organizationExisted: boolean;
  completed: boolean;
}

const isMultiple = (def: QuestionDefinition) => def.questionType === 'multiple-choice';
const isChoice = (def: QuestionDefinition) => def.questionType === 'single-select' || isMultiple(def);
export const isKnownType = (def: QuestionDefinition) => (KNOWN_TYPES as readonly string[]).includes(def.questionType);
export const isNameQuestion = (q: QuestionState) => q.def.questionId === ORGANIZATION_NAME_QUESTION_ID;
export const otherChoice = (def: QuestionDefinition) => def.choices?.find((c) => c.hasInput || c.name === OTHER_CHOICE);

const emptyAnswer = (def: QuestionDefinition): Answer => (isMultiple(def) ? [] : '');

/** The browser's answer from a stored one; unknown choices are dropped. */
export function fromStored(def: QuestionDefinition, stored: StoredAnswer | null): { answer: Answer; otherValue: string } {
  if (!stored) return { answer: emptyAnswer(def), otherValue: '' };
  if (!isChoice(def)) return { answer: typeof (stored as FreeFieldAnswer).value === 'string' ? (stored as FreeFieldAnswer).value : '', otherValue: '' };
  const { choices, otherValue } = stored as ChoiceAnswer;
  const known = new Set((def.choices ?? []).map((c) => c.name));
  const chosen = Object.entries(choices ?? {})
    .filter(([name, on]) => on && known.has(name))
    .map(([name]) => name);
  const other = typeof otherValue === 'string' ? otherValue : '';
  return isMultiple(def) ? { answer: chosen, otherValue: other } : { answer: chosen[0] ?? '', otherValue: other };
}

/** The stored shape of an answer: { value } or { choices, otherValue }. */
export function toStored(q: QuestionState): StoredAnswer {
  const { def } = q;
  if (!isChoice(def)) return { value: (q.answer as string).trim() };
  const chosen = new Set(Array.isArray(q.answer) ? q.answer : q.answer ? [q.answer] : []);
  const other = otherChoice(def);
  const choices = Object.fromEntries((def.choices ?? []).map((c) => [c.name, chosen.has(c.name)]));
  return { choices, otherValue: other && chosen.has(other.name) ? q.otherValue.trim() : null };
}

function parseStored(text: string): StoredAnswer | null {
  try {
    const value = JSON.parse(text) as unknown;
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as StoredAnswer) : null;
  } catch {
    return null;
  }
}

/** One state per question, in the server's order, with what the server holds filled in. */
export function buildQuestions(defs: QuestionDefinition[], saved: QuestionnaireResponse | null): QuestionState[] {
  const byId = new Map((saved?.questionnaire_result ?? []).map((r) => [r.question_id, parseStored(r.answer)]));
  return [...defs]
    .sort((a, b) => a.questionNo - b.questionNo)
    .map((def) => {
      const isName = def.questionId === ORGANIZATION_NAME_QUESTION_ID;
      const stored = isName ? (saved ? { value: saved.organization_name } : null) : (byId.get(def.questionId) ?? null);
      const { answer, otherValue } = fromStored(def, stored);
      return { def, answer, otherValue, originalAnswer: answer, originalOtherValue: otherValue, stored: !!stored, touched: false, otherTouched: false };
    });
}

const otherSelected = (q: QuestionState) => {
  const other = otherChoice(q.def);
  if (!other) return false;
  return Array.isArray(q.answer) ? q.answer.includes(other.name) : q.answer === other.name;
};

/**
 * The answer as the spec reads it: with Other chosen in a single choice, the Other text is the
 * answer; in a multiple choice, an empty Other text makes the whole answer empty.
 */
export function effectiveAnswer(q: QuestionState): Answer {
  if (!isChoice(q.def)) return q.answer;
  if (!otherSelected(q)) return q.answer;
  if (!isMultiple(q.def)) return q.otherValue;
  return q.otherValue.trim() ? q.answer : [];
}

/** 'This field is required' when the answer is empty or blank (for lists: none chosen). */
export function validate(q: QuestionState): string | null {
  if (!isKnownType(q.def)) return null;
  const answer = effectiveAnswer(q);
  const empty = Array.isArray(answer) ? answer.length === 0 : answer.trim() === '';
  if (empty) return REQUIRED_MESSAGE;
  const max = q.def.maxLength;
  if (!isChoice(q.def) && max && (answer as string).trim().length > max) return `Please keep this under ${max} characters`;
  return null;
}

/** Answered: there is an answer, any Other text is filled, and there is no error. */
export const isAnswered = (q: QuestionState) => isKnownType(q.def) && validate(q) === null;

/** The error to show: only once the person has edited the question. */
export function visibleError(q: QuestionState): string | null {
  if (!q.touched) return null;
  const error = validate(q);
  // Just chosen Other: the empty box waits for its text before it complains.
  if (error && otherSelected(q) && !q.otherTouched && q.otherValue.trim() === '') return null;
  return error;
}

const sameAnswer = (a: Answer, b: Answer) =>
  Array.isArray(a) && Array.isArray(b) ? a.length === b.length && [...a].sort().join('\u0000') === [...b].sort().join('\u0000') : a === b;

export function isModified(q: QuestionState): boolean {
  if (!sameAnswer(q.answer, q.originalAnswer)) return true;
  return otherSelected(q) && q.otherValue.trim() !== q.originalOtherValue.trim();
}

/** The first step: the name question, or the second question when the organisation exists. */
export const firstIndex = (s: Pick<FlowState, 'questions' | 'organizationId'>) =>
  s.organizationId && s.questions.length > 1 && isNameQuestion(s.questions[0]!) ? 1 : 0;

/** The steps that count: the name question is left out when the organisation existed at load. */
export function countedSteps(s: Pick<FlowState, 'questions' | 'organizationExisted'>): QuestionState[] {
  return s.organizationExisted ? s.questions.filter((q) => !isNameQuestion(q)) : s.questions;
}

/** 'Step X of Y' for the step on screen. */
export function stepPosition(s: FlowState): { step: number; total: number } {
  const counted = countedSteps(s);
  const current = s.questions[s.index];
  return { step: Math.max(1, counted.indexOf(current!) + 1), total: counted.length };
}

/** Where a loaded questionnaire opens: the first unanswered question after the name, else the last. */
export function resumeIndex(s: Pick<FlowState, 'questions' | 'organizationId'>): number {
  const start = firstIndex(s);
  if (!s.organizationId) return 0;
  for (let i = start; i < s.questions.length; i++) if (!s.questions[i]!.stored) return i;
  return Math.max(start, s.questions.length - 1);
}

export const isLastStep = (s: FlowState) => s.index === s.questions.length - 1;
export const isFirstStep = (s: FlowState) => s.index <= firstIndex(s);

/**
 * Whether Next must save: a changed answer, or the name question. The last step also saves when
 * the questionnaire is not yet marked complete, so Submit always completes it.
 */
export function shouldSave(s: FlowState): boolean {
  const q = s.questions[s.index]!;
  return isModified(q) || isNameQuestion(q) || (isLastStep(s) && !s.completed) || !q.stored;
}

export type SaveCall =
  | { kind: 'create-organization'; name: string }
  | { kind: 'submit'; organizationId: string; completed: boolean }
  | { kind: 'update'; organizationId: string; completed: boolean };

/** Which call saves the step: creating the organisation, a new answer (POST) or a change (PUT). */
export function saveCall(s: FlowState): SaveCall {
  const q = s.questions[s.index]!;
  const completed = isLastStep(s);
  if (isNameQuestion(q) && !s.organizationId) return { kind: 'create-organization', name: (q.answer as string).trim() };
  const organizationId = s.organizationId!;
  return q.stored ? { kind: 'update', organizationId, completed } : { kind: 'submit', organizationId, completed };
}

export interface FlowApi {
  createOrganization(name: string): Promise<string>;
  submitAnswer(organizationId: string, q: QuestionState, completed: boolean): Promise<void>;
  updateAnswer(organizationId: string, q: QuestionState, completed: boolean): Promise<void>;
}

export type NextResult =
  /** Not answered: nothing was sent. */
  | { kind: 'invalid'; state: FlowState }
  /** The save failed: the step stays, silently. */
  | { kind: 'failed'; state: FlowState }
  | { kind: 'moved'; state: FlowState; saved: boolean }
  /** The last step was saved: go to /progress. */
  | { kind: 'done'; state: FlowState; saved: boolean };

const markSaved = (q: QuestionState): QuestionState => ({
  ...q,
  stored: true,
  originalAnswer: q.answer,
  originalOtherValue: q.otherValue,
});

/** Next: validate, save when needed, then move one step (or finish on the last one). */
export async function next(s: FlowState, api: FlowApi): Promise<NextResult> {
  const q = s.questions[s.index]!;
  if (!isAnswered(q)) {
    return { kind: 'invalid', state: { ...s, questions: s.questions.map((x, i) => (i === s.index ? { ...x, touched: true, otherTouched: true } : x)) } };
  }
  let state = s;
  let saved = false;
  if (shouldSave(s)) {
    const call = saveCall(s);
    try {
      let organizationId = s.organizationId;
      if (call.kind === 'create-organization') organizationId = await api.createOrganization(call.name);
      else if (call.kind === 'submit') await api.submitAnswer(call.organizationId, q, call.completed);
      else await api.updateAnswer(call.organizationId, q, call.completed);
      saved = true;
      state = {
        ...s,
        organizationId,
        completed: s.completed || (call.kind !== 'create-organization' && call.completed),
        questions: s.questions.map((x, i) => (i === s.index ? markSaved(x) : x)),
      };
    } catch {
      return { kind: 'failed', state: s };
    }
  }
  if (isLastStep(state)) return { kind: 'done', state, saved };
  return { kind: 'moved', state: { ...state, index: state.index + 1 }, saved };
}

/** Previous: one step back, never before the first step. */
export function previous(s: FlowState): FlowState {
  return { ...s, index: Math.max(firstIndex(s), s.index - 1) };
}

/** Edits of the question on screen. */
export function setText(s: FlowState, value: string): FlowState {
  return updateCurrent(s, (q) => ({ ...q, answer: value, touched: true }));
}

export function chooseSingle(s: FlowState, name: string): FlowState {
  return updateCurrent(s, (q) => ({ ...q, answer: name, touched: true }));
}

export function toggleMultiple(s: FlowState, name: string): FlowState {
  return updateCurrent(s, (q) => {
    const list = Array.isArray(q.answer) ? q.answer : [];
    return { ...q, answer: list.includes(name) ? list.filter((n) => n !== name) : [...list, name], touched: true };
  });
}

export function setOtherValue(s: FlowState, value: string): FlowState {
  return updateCurrent(s, (q) => ({ ...q, otherValue: value, touched: true, otherTouched: true }));
}

function updateCurrent(s: FlowState, fn: (q: QuestionState) => QuestionState): FlowState {
  return { ...s, questions: s.questions.map((q, i) => (i === s.index ? fn(q) : q)) };
}

export { otherSelected };
