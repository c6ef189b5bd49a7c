import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { QuestionDefinition } from '../../../../contracts/onboarding';
import { buildQuestions, chooseSingle, setOtherValue, toggleMultiple, type FlowState } from '../questionnaire-model';
import { QuestionFields, type FieldHandlers } from './question-fields';

const single: QuestionDefinition = {
  questionId: 'accounting-system',
  questionNo: 2,
  icon: 'calculator',
  title: 'Books',
  description: '',
  question: 'Which accounting system do you use?',
  questionType: 'single-select',
  choices: [{ name: 'Xero', icon: 'cloud', description: 'Cloud accounting' }, { name: 'Other', hasInput: true }],
};
const multiple: QuestionDefinition = { ...single, questionId: 'revenue', questionType: 'multiple-choice', question: 'Revenue?' };

const handlers = (): FieldHandlers => ({ onText: vi.fn(), onChoose: vi.fn(), onToggle: vi.fn(), onOther: vi.fn(), onSubmit: vi.fn() });
const stateOf = (def: QuestionDefinition): FlowState => ({ questions: buildQuestions([def], null), index: 0, organizationId: 'o', organizationExisted: true, completed: false });

afterEach(cleanup);

describe('QuestionFields', () => {
  it("shows 'Unsupported question type' for a type it does not know", () => {
    const [q] = buildQuestions([{ ...single, questionType: 'slider' }], null);
    render(<QuestionFields q={q!} labelledBy="h" handlers={handlers()} />);
    expect(screen.getByRole('alert').textContent).toBe('Unsupported question type');
  });

  it('single choice: radio cards with icon and description; Other opens its box, focused', async () => {
    const h = handlers();
    const { rerender } = render(<QuestionFields q={stateOf(single).questions[0]!} labelledBy="h" handlers={h} />);
    expect(screen.getByText('Cloud accounting')).toBeTruthy();
    expect(screen.queryByPlaceholderText('Please specify...')).toBeNull();
    await userEvent.click(screen.getByRole('radio', { name: /Xero/ }));
    expect(h.onChoose).toHaveBeenCalledWith('Xero');
    const withOther = chooseSingle(stateOf(single), 'Other');
    rerender(<QuestionFields q={withOther.questions[0]!} labelledBy="h" handlers={h} />);
    const box = screen.getByPlaceholderText('Please specify...');
    expect(document.activeElement).toBe(box);
    // No complaint until something is typed and erased.
    expect(screen.queryByText('This field is required')).toBeNull();
    const erased = setOtherValue(setOtherValue(withOther, 'W'), '');
    rerender(<QuestionFields q={erased.questions[0]!} labelledBy="h" handlers={h} />);
    expect(screen.getByText('This field is required')).toBeTruthy();
  });

  it("multiple choice: 'Select all that apply' and checkbox cards", async () => {
    const h = handlers();
    const s = toggleMultiple(stateOf(multiple), 'Xero');
    render(<QuestionFields q={s.questions[0]!} labelledBy="h" handlers={h} />);
    expect(screen.getByText('Select all that apply')).toBeTruthy();
    expect((screen.getByRole('checkbox', { name: /Xero/ }) as HTMLInputElement).checked).toBe(true);
    await userEvent.click(screen.getByRole('checkbox', { name: /Other/ }));
    expect(h.onToggle).toHaveBeenCalledWith('Other');
  });

  it('free text: Enter moves on for a short answer like the name', async () => {
    const h = handlers();
    const [q] = buildQuestions([{ ...single, questionType: 'free-field', maxLength: 200, choices: undefined }], null);
    render(<QuestionFields q={q!} labelledBy="h" handlers={h} />);
    await userEvent.type(screen.getByRole('textbox'), 'Riverbend{Enter}');
    expect(h.onSubmit).toHaveBeenCalled();
  });
});
