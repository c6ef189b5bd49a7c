import { describe, expect, it, vi } from 'vitest';
import type { QuestionDefinition, QuestionnaireResponse } from '../../../contracts/onboarding';
import {
  buildQuestions,
  chooseSingle,
  effectiveAnswer,
  isAnswered,
  isFirstStep,
  isModified,
  next,
  previous,
  REQUIRED_MESSAGE,
  resumeIndex,
  saveCall,
  setOtherValue,
  setText,
  shouldSave,
  stepPosition,
  toStored,
  toggleMultiple,
  validate,
  visibleError,
  type FlowApi,
  type FlowState,
} from './questionnaire-model';

const DEFS: QuestionDefinition[] = [
  { questionId: 'organization-name', questionNo: 1, icon: 'building', title: 'Org', description: '', question: 'What is the name of your organization?', questionType: 'free-field', maxLength: 200 },
  {
    questionId: 'fiscal-year-start',
    questionNo: 2,
    icon: 'calendar-range',
    title: 'FY',
    description: '',
    question: 'In which month does your fiscal year start?',
    questionType: 'single-select',
    choices: [{ name: 'January' }, { name: 'July' }],
  },
  {
    questionId: 'accounting-system',
    questionNo: 3,
    icon: 'calculator',
    title: 'Books',
    description: '',
    question: 'Which accounting system do you use?',
    questionType: 'single-select',
    choices: [{ name: 'Xero', icon: 'cloud' }, { name: 'Other', hasInput: true }],
  },
  {
    questionId: 'revenue-sources',
    questionNo: 4,
    icon: 'hand-coins',
    title: 'Funding',
    description: '',
    question: 'What are your main sources of revenue?',
    questionType: 'multiple-choice',
    choices: [{ name: 'Foundation grants' }, { name: 'Individual donations' }, { name: 'Other', hasInput: true }],
  },
  { questionId: 'first-question', questionNo: 5, icon: 'target', title: 'Q', description: '', question: 'What do you want to know?', questionType: 'free-field' },
];

const answer = (question_id: string, value: unknown) => ({ question: question_id, question_id, answer: JSON.stringify(value) });

function saved(results: ReturnType<typeof answer>[], completed = false): QuestionnaireResponse {
  return { organization_id: 'org-1', organization_name: 'Riverbend', completed, questionnaire_result: results };
}

function flow(savedAnswers: QuestionnaireResponse | null, index?: number): FlowState {
  const base = {
    questions: buildQuestions(DEFS, savedAnswers),
    index: 0,
    organizationId: savedAnswers?.organization_id ?? null,
    organizationExisted: !!savedAnswers,
    completed: savedAnswers?.completed ?? false,
  };
  return { ...base, index: index ?? resumeIndex(base) };
}

const api = (overrides: Partial<FlowApi> = {}): FlowApi & { [K in keyof FlowApi]: ReturnType<typeof vi.fn> } =>
  ({
    createOrganization: vi.fn(async () => 'org-new'),
    submitAnswer: vi.fn(async () => undefined),
    updateAnswer: vi.fn(async () => undefined),
    ...overrides,
  }) as never;

describe('building the questions', () => {
  it('orders by question number and fills in what the server holds, the name from the organisation', () => {
    const qs = buildQuestions([...DEFS].reverse(), saved([answer('fiscal-year-start', { choices: { January: false, July: true }, otherValue: null })]));
    expect(qs.map((q) => q.def.questionId)).toEqual(DEFS.map((d) => d.questionId));
    expect(qs[0]!.answer).toBe('Riverbend');
    expect(qs[0]!.stored).toBe(true);
    expect(qs[1]!.answer).toBe('July');
    expect(qs[1]!.stored).toBe(true);
    expect(qs[2]!.stored).toBe(false);
    expect(qs[3]!.answer).toEqual([]);
  });

  it('ignores unreadable stored answers and unknown choices', () => {
    const qs = buildQuestions(DEFS, saved([{ question: 'x', question_id: 'fiscal-year-start', answer: '{not json' }, answer('revenue-sources', { choices: { Lottery: true, 'Foundation grants': true }, otherValue: null })]));
    expect(qs[1]!.stored).toBe(false);
    expect(qs[3]!.answer).toEqual(['Foundation grants']);
  });

  it('round-trips the stored shapes: { value } and { choices, otherValue }', () => {
    let s = flow(null, 0);
    s = setText(s, '  Riverbend Food Bank  ');
    expect(toStored(s.questions[0]!)).toEqual({ value: 'Riverbend Food Bank' });
    s = { ...s, index: 2 };
    s = chooseSingle(s, 'Other');
    s = setOtherValue(s, ' Wave Accounting ');
    expect(toStored(s.questions[2]!)).toEqual({ choices: { Xero: false, Other: true }, otherValue: 'Wave Accounting' });
    s = { ...s, index: 3 };
    s = toggleMultiple(s, 'Individual donations');
    expect(toStored(s.questions[3]!)).toEqual({ choices: { 'Foundation grants': false, 'Individual donations': true, Other: false }, otherValue: null });
  });
});

describe('validation', () => {
  it("requires an answer: empty or whitespace text, or no choice, is 'This field is required'", () => {
    let s = flow(null, 0);
    expect(validate(s.questions[0]!)).toBe(REQUIRED_MESSAGE);
    s = setText(s, '   ');
    expect(validate(s.questions[0]!)).toBe(REQUIRED_MESSAGE);
    s = setText(s, 'A');
    expect(validate(s.questions[0]!)).toBeNull();
    s = { ...s, index: 3 };
    expect(validate(s.questions[3]!)).toBe(REQUIRED_MESSAGE);
  });

  it('shows the error only after the person has edited the question', () => {
    let s = flow(null, 0);
    expect(visibleError(s.questions[0]!)).toBeNull();
    s = setText(s, 'x');
    s = setText(s, '');
    expect(visibleError(s.questions[0]!)).toBe(REQUIRED_MESSAGE);
  });

  it('single choice with Other: the Other text is the answer and must not be blank', () => {
    let s = flow(null, 2);
    s = chooseSingle(s, 'Other');
    expect(effectiveAnswer(s.questions[2]!)).toBe('');
    expect(isAnswered(s.questions[2]!)).toBe(false);
    s = setOtherValue(s, '  ');
    expect(validate(s.questions[2]!)).toBe(REQUIRED_MESSAGE);
    s = setOtherValue(s, 'Wave');
    expect(effectiveAnswer(s.questions[2]!)).toBe('Wave');
    expect(isAnswered(s.questions[2]!)).toBe(true);
    // Choosing a listed option afterwards needs no Other text.
    s = chooseSingle(s, 'Xero');
    s = setOtherValue(s, '');
    expect(isAnswered(s.questions[2]!)).toBe(true);
  });

  it('a just-chosen Other waits for its text before showing the error', () => {
    let s = chooseSingle(flow(null, 2), 'Other');
    expect(isAnswered(s.questions[2]!)).toBe(false);
    expect(visibleError(s.questions[2]!)).toBeNull();
    s = setOtherValue(setOtherValue(s, 'W'), '');
    expect(visibleError(s.questions[2]!)).toBe(REQUIRED_MESSAGE);
  });

  it('multiple choice with Other and no text makes the whole answer empty', () => {
    let s = flow(null, 3);
    s = toggleMultiple(s, 'Foundation grants');
    expect(isAnswered(s.questions[3]!)).toBe(true);
    s = toggleMultiple(s, 'Other');
    expect(effectiveAnswer(s.questions[3]!)).toEqual([]);
    expect(validate(s.questions[3]!)).toBe(REQUIRED_MESSAGE);
    s = setOtherValue(s, 'Thrift store');
    expect(isAnswered(s.questions[3]!)).toBe(true);
    s = toggleMultiple(s, 'Other');
    s = toggleMultiple(s, 'Foundation grants');
    expect(isAnswered(s.questions[3]!)).toBe(false);
  });

  it('an unknown question type is never answered', () => {
    const qs = buildQuestions([{ ...DEFS[4]!, questionType: 'slider' }], null);
    expect(isAnswered(qs[0]!)).toBe(false);
    expect(validate(qs[0]!)).toBeNull();
  });

  it('refuses free text over the question\u2019s length limit', () => {
    let s = flow(null, 0);
    s = setText(s, 'x'.repeat(200));
    expect(isAnswered(s.questions[0]!)).toBe(true);
    s = setText(s, 'x'.repeat(201));
    expect(isAnswered(s.questions[0]!)).toBe(false);
  });
});

describe('steps, resuming and navigation', () => {
  it('starts at the name question when there is no organisation, counting every question', () => {
    const s = flow(null);
    expect(s.index).toBe(0);
    expect(stepPosition(s)).toEqual({ step: 1, total: 5 });
    expect(isFirstStep(s)).toBe(true);
  });

  it('leaves the name question out of the count and navigation when the organisation exists', () => {
    const s = flow(saved([]));
    expect(s.index).toBe(1);
    expect(stepPosition(s)).toEqual({ step: 1, total: 4 });
    expect(isFirstStep(s)).toBe(true);
    expect(previous(s).index).toBe(1);
    expect(stepPosition({ ...s, index: 4 })).toEqual({ step: 4, total: 4 });
  });

  it('resumes at the first unanswered question after the name', () => {
    const s = flow(
      saved([
        answer('fiscal-year-start', { choices: { July: true }, otherValue: null }),
        answer('revenue-sources', { choices: { 'Individual donations': true }, otherValue: null }),
      ]),
    );
    expect(s.questions[s.index]!.def.questionId).toBe('accounting-system');
    expect(stepPosition(s)).toEqual({ step: 2, total: 4 });
  });

  it('opens at the last question when every question is answered', () => {
    const s = flow(
      saved(
        [
          answer('fiscal-year-start', { choices: { July: true }, otherValue: null }),
          answer('accounting-system', { choices: { Xero: true }, otherValue: null }),
          answer('revenue-sources', { choices: { 'Individual donations': true }, otherValue: null }),
          answer('first-question', { value: 'Cash?' }),
        ],
        true,
      ),
    );
    expect(s.index).toBe(4);
  });

  it('Previous goes back one step, never below the first', () => {
    let s = flow(null, 3);
    s = previous(s);
    expect(s.index).toBe(2);
    s = previous(previous(previous(s)));
    expect(s.index).toBe(0);
  });
});

describe('saving on Next', () => {
  it('creates the organisation from the name question, then counts it as existing', async () => {
    const calls = api();
    const s = setText(flow(null), '  Riverbend Food Bank ');
    expect(saveCall(s)).toEqual({ kind: 'create-organization', name: 'Riverbend Food Bank' });
    const result = await next(s, calls);
    expect(calls.createOrganization).toHaveBeenCalledWith('Riverbend Food Bank');
    expect(result.kind).toBe('moved');
    expect(result.state.organizationId).toBe('org-new');
    expect(result.state.index).toBe(1);
    // The count stays the same within the session, and Previous no longer reaches the name.
    expect(stepPosition(result.state)).toEqual({ step: 2, total: 5 });
    expect(isFirstStep(result.state)).toBe(true);
  });

  it('submits a new answer (POST) and updates a stored one (PUT), completed only on the last step', async () => {
    const calls = api();
    let s = chooseSingle(flow(saved([answer('accounting-system', { choices: { Xero: true }, otherValue: null })]), 1), 'July');
    expect(saveCall(s)).toEqual({ kind: 'submit', organizationId: 'org-1', completed: false });
    let result = await next(s, calls);
    expect(calls.submitAnswer).toHaveBeenCalledTimes(1);
    expect(result.state.questions[1]!.stored).toBe(true);
    s = chooseSingle(result.state, 'Other');
    s = setOtherValue(s, 'Wave');
    expect(saveCall(s)).toEqual({ kind: 'update', organizationId: 'org-1', completed: false });
    result = await next(s, calls);
    expect(calls.updateAnswer).toHaveBeenCalledTimes(1);
    s = { ...result.state, index: 4 };
    s = setText(s, 'Are we on budget?');
    expect(saveCall(s)).toEqual({ kind: 'submit', organizationId: 'org-1', completed: true });
    result = await next(s, calls);
    expect(result.kind).toBe('done');
    expect(result.state.completed).toBe(true);
  });

  it('saves only what changed: an unchanged stored answer moves on without a call', async () => {
    const calls = api();
    const s = flow(saved([answer('fiscal-year-start', { choices: { July: true }, otherValue: null })]), 1);
    expect(isModified(s.questions[1]!)).toBe(false);
    expect(shouldSave(s)).toBe(false);
    const result = await next(s, calls);
    expect(result).toMatchObject({ kind: 'moved', saved: false });
    expect(calls.submitAnswer).not.toHaveBeenCalled();
    expect(calls.updateAnswer).not.toHaveBeenCalled();
    // Changing and changing back is no change either.
    const back = chooseSingle(chooseSingle(s, 'January'), 'July');
    expect(shouldSave(back)).toBe(false);
  });

  it('an unchanged last step still saves until the questionnaire is complete, then not', async () => {
    const all = [
      answer('fiscal-year-start', { choices: { July: true }, otherValue: null }),
      answer('accounting-system', { choices: { Xero: true }, otherValue: null }),
      answer('revenue-sources', { choices: { 'Individual donations': true }, otherValue: null }),
      answer('first-question', { value: 'Cash?' }),
    ];
    expect(shouldSave(flow(saved(all, false)))).toBe(true);
    expect(saveCall(flow(saved(all, false)))).toEqual({ kind: 'update', organizationId: 'org-1', completed: true });
    const calls = api();
    const result = await next(flow(saved(all, true)), calls);
    expect(result).toMatchObject({ kind: 'done', saved: false });
    expect(calls.updateAnswer).not.toHaveBeenCalled();
  });

  it('a failed save keeps the step and the answer, silently', async () => {
    const calls = api({ submitAnswer: vi.fn(async () => Promise.reject(new Error('offline'))) });
    const s = chooseSingle(flow(saved([]), 1), 'July');
    const result = await next(s, calls);
    expect(result.kind).toBe('failed');
    expect(result.state).toBe(s);
    expect(result.state.index).toBe(1);
    expect(result.state.questions[1]!.answer).toBe('July');
    expect(result.state.questions[1]!.stored).toBe(false);
  });

  it('a failed organisation creation keeps the name step', async () => {
    const calls = api({ createOrganization: vi.fn(async () => Promise.reject(new Error('500'))) });
    const result = await next(setText(flow(null), 'Riverbend'), calls);
    expect(result.kind).toBe('failed');
    expect(result.state.index).toBe(0);
    expect(result.state.organizationId).toBeNull();
  });

  it('an unanswered step sends nothing and shows its error', async () => {
    const calls = api();
    const result = await next(flow(null), calls);
    expect(result.kind).toBe('invalid');
    expect(visibleError(result.state.questions[0]!)).toBe(REQUIRED_MESSAGE);
    expect(calls.createOrganization).not.toHaveBeenCalled();
  });
});
