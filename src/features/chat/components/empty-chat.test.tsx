// The empty chat's suggested questions (issue 16): the organisation's own, a tap asks one;
// placeholders of the same height while they load; the Documents screen for owners and admins
// when nothing is uploaded yet; and never the assistant's static examples, which may not fit the
// organisation's documents.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { assistantById, DEFAULT_ASSISTANT_ID } from '../../../lib/assistants';
import { renderAt } from '../../../lib/test-router';
import type { SuggestionsState } from '../chat-store';
import { EmptyChat } from './empty-chat';

const TALLY = assistantById(DEFAULT_ASSISTANT_ID)!;

afterEach(cleanup);

const ready = (questions: string[], readyDocuments = 3): SuggestionsState => ({
  status: 'ready',
  organizationId: 'o1',
  data: { suggestions: questions.map((question) => ({ question, kind: 'budget' })), ready_documents: readyDocuments },
  fromCache: false,
});

function show(suggestions: SuggestionsState, { canManage = true, disabled = false } = {}) {
  const onAsk = vi.fn();
  return renderAt('/chat', () => <EmptyChat assistant={TALLY} suggestions={suggestions} canManage={canManage} disabled={disabled} onAsk={onAsk} />).then(() => onAsk);
}

const staticQuestions = () => TALLY.suggestedQuestions.filter((q) => screen.queryByText(q));

describe('the empty chat', () => {
  it("shows the organisation's own questions under the welcome, and a tap asks that question", async () => {
    const onAsk = await show(ready(['What is our FY2025 budget for salaries and wages?', 'What was our cash balance at June 30, 2025?']));
    expect(screen.getByRole('heading', { name: TALLY.welcomeTitle })).toBeTruthy();
    const list = screen.getByRole('region', { name: 'Try asking about your documents' });
    const buttons = within(list).getAllByRole('button');
    expect(buttons.map((b) => b.textContent)).toEqual(['What is our FY2025 budget for salaries and wages?', 'What was our cash balance at June 30, 2025?']);
    await userEvent.click(buttons[1]!);
    expect(onAsk).toHaveBeenCalledWith('What was our cash balance at June 30, 2025?');
    expect(staticQuestions()).toEqual([]);
  });

  it('keeps the questions but disables them while a question cannot be sent (offline)', async () => {
    const onAsk = await show(ready(['How much was the Staples receipt?']), { disabled: true });
    const button = screen.getByRole('button', { name: 'How much was the Staples receipt?' }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    await userEvent.click(button);
    expect(onAsk).not.toHaveBeenCalled();
  });

  it('holds their place with placeholders as tall as the questions while they load, and says so to screen readers', async () => {
    await show({ status: 'loading', organizationId: 'o1', data: null, fromCache: false });
    const loading = screen.getByTestId('suggestions-loading');
    expect(loading.getAttribute('role')).toBe('status');
    expect(loading.textContent).toContain('Finding questions to ask about your documents');
    const placeholders = loading.querySelectorAll('li');
    expect(placeholders).toHaveLength(3);
    for (const p of placeholders) expect(p.className).toContain('min-h-14');
    expect(screen.queryAllByRole('button')).toHaveLength(0);
  });

  it('shows the last ones seen while the server is asked again', async () => {
    await show({ ...ready(['What is our FY2025 budget for rent?']), status: 'loading', fromCache: true });
    expect(screen.getByRole('button', { name: 'What is our FY2025 budget for rent?' })).toBeTruthy();
    expect(screen.queryByTestId('suggestions-loading')).toBeNull();
  });

  it('points owners and admins to the Documents screen when no document is ready, and tells members who uploads', async () => {
    await show(ready([], 0));
    const hint = screen.getByTestId('suggestions-need-documents');
    expect(within(hint).getByRole('link', { name: 'Upload Documents' }).getAttribute('href')).toBe('/documents');
    expect(staticQuestions()).toEqual([]);
    cleanup();
    await show(ready([], 0), { canManage: false });
    expect(screen.getByTestId('suggestions-need-documents').textContent).toContain('Once an owner or admin of your organization uploads its documents');
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('offers no question when none of the documents gave one, or none is known offline: never the static examples', async () => {
    await show(ready([], 2));
    expect(screen.queryAllByRole('button')).toHaveLength(0);
    expect(screen.queryByTestId('suggestions-need-documents')).toBeNull();
    expect(staticQuestions()).toEqual([]);
    cleanup();
    await show({ status: 'ready', organizationId: 'o1', data: null, fromCache: false });
    expect(screen.queryAllByRole('button')).toHaveLength(0);
    expect(staticQuestions()).toEqual([]);
  });
});
