// A clarifying answer's choices under it (issue 16): a group named 'Choices' of buttons named
// by their labels, at least 44px tall, that give the tapped choice back, disabled when sending
// is not possible, and shown only once the answer has arrived and when the screen offers them.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ChatMessage } from '../chat-message';
import { MessageItem } from './message-item';

afterEach(cleanup);

const CHOICES = [
  { label: 'Budget: $38,000', question: 'What is the budget for Rent in FY2025?' },
  { label: 'Actual: $36,000', question: 'What is the actual spending for Rent in FY2025?' },
];

const clarifying = (over: Partial<ChatMessage> = {}): ChatMessage => ({
  id: 'a1',
  serverId: 'm2',
  type: 'agent',
  content: 'Do you mean the budget or the actual figure for Rent in FY2025? The budget is **$38,000**; the actual is **$36,000**.',
  feedback: null,
  usedForImprovement: false,
  choices: CHOICES,
  ...over,
});

const item = (message: ChatMessage, props: { onChoose?: (c: (typeof CHOICES)[number]) => void; choicesDisabled?: boolean } = {}) => (
  <ol>
    <MessageItem message={message} agentName="Tally" agentImage="/assistants/tally.svg" canRate={false} onRate={vi.fn()} {...props} />
  </ol>
);

describe('the choices under a clarifying answer', () => {
  it("are a group named 'Choices' of 44px buttons named by their labels; a tap gives the choice back", async () => {
    const onChoose = vi.fn();
    render(item(clarifying(), { onChoose }));
    const group = screen.getByRole('group', { name: 'Choices' });
    const buttons = within(group).getAllByRole('button');
    expect(buttons.map((b) => b.textContent)).toEqual(['Budget: $38,000', 'Actual: $36,000']);
    for (const button of buttons) {
      expect(button.getAttribute('type')).toBe('button');
      // min-h-11 is 44px: a touch target on a phone.
      expect(button.className).toContain('min-h-11');
    }
    // The group wraps onto more lines where a phone is narrow.
    expect(group.className).toContain('flex-wrap');
    await userEvent.click(within(group).getByRole('button', { name: 'Budget: $38,000' }));
    expect(onChoose).toHaveBeenCalledExactlyOnceWith(CHOICES[0]);
    // The answer's own buttons are still there, after the choices.
    expect(screen.getByRole('button', { name: 'Copy' })).toBeTruthy();
  });

  it('are disabled when sending is not possible (offline, already answering)', async () => {
    const onChoose = vi.fn();
    render(item(clarifying(), { onChoose, choicesDisabled: true }));
    const budget = screen.getByRole('button', { name: 'Budget: $38,000' }) as HTMLButtonElement;
    expect(budget.disabled).toBe(true);
    await userEvent.click(budget);
    expect(onChoose).not.toHaveBeenCalled();
  });

  it('show only once the answer has arrived, and only where the screen offers them', () => {
    const { rerender } = render(item(clarifying({ streaming: true }), { onChoose: vi.fn() }));
    expect(screen.queryByRole('group', { name: 'Choices' })).toBeNull();
    rerender(item(clarifying()));
    expect(screen.queryByRole('group', { name: 'Choices' })).toBeNull();
    rerender(item(clarifying({ choices: undefined }), { onChoose: vi.fn() }));
    expect(screen.queryByRole('group', { name: 'Choices' })).toBeNull();
    rerender(item(clarifying(), { onChoose: vi.fn() }));
    expect(screen.getByRole('group', { name: 'Choices' })).toBeTruthy();
  });
});
