import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderAt } from '../../../lib/test-router';
import type { ChatMessage } from '../chat-message';
import { loadMarkdown } from '../markdown/lazy';
import { MessageItem } from './message-item';
import { NameDialog } from './name-dialog';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const agent = (over: Partial<ChatMessage> = {}): ChatMessage => ({
  id: 'a1',
  serverId: 'm2',
  type: 'agent',
  content: 'Rent is **$94,450**.',
  feedback: null,
  usedForImprovement: false,
  ...over,
});

const item = (message: ChatMessage, canRate = true, onRate = vi.fn()) => (
  <ol>
    <MessageItem message={message} agentName="Tally" agentImage="/assistants/tally.svg" canRate={canRate} onRate={onRate} />
  </ol>
);

describe('an answer', () => {
  it('shows the thinking indicator until its first words', async () => {
    await loadMarkdown();
    const { rerender } = render(item(agent({ content: '', streaming: true })));
    expect(screen.getByTestId('thinking').textContent).toContain('Tally is thinking');
    expect(screen.queryByTestId('message-actions')).toBeNull();
    rerender(item(agent({ content: 'Rent is', streaming: true })));
    expect(screen.queryByTestId('thinking')).toBeNull();
    expect(screen.queryByTestId('message-actions')).toBeNull();
  });

  it('says so under an answer the server stopped in the middle of', async () => {
    await loadMarkdown();
    const { rerender } = render(item(agent()));
    expect(screen.queryByTestId('interrupted')).toBeNull();
    rerender(item(agent({ content: 'Rent is', interrupted: true })));
    expect(screen.getByTestId('interrupted').textContent).toBe('This answer was interrupted. Ask again for the full answer.');
  });

  it('copies its text and says Copied for 1.2 seconds', async () => {
    await loadMarkdown();
    const writeText = vi.fn(async () => undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    vi.useFakeTimers();
    render(item(agent()));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Copy' })));
    expect(writeText).toHaveBeenCalledWith('Rent is **$94,450**.');
    expect(screen.getByRole('button', { name: 'Copied' })).toBeTruthy();
    act(() => vi.advanceTimersByTime(1199));
    expect(screen.queryByRole('button', { name: 'Copied' })).not.toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByRole('button', { name: 'Copy' })).toBeTruthy();
  });

  it('gives admins thumbs up and down; members only copy', async () => {
    const onRate = vi.fn();
    const { unmount } = render(item(agent({ feedback: 'positive' }), true, onRate));
    const up = screen.getByRole('button', { name: 'Good response' });
    expect(up.getAttribute('aria-pressed')).toBe('true');
    await userEvent.click(up);
    expect(onRate).toHaveBeenLastCalledWith(expect.objectContaining({ id: 'a1' }), null);
    await userEvent.click(screen.getByRole('button', { name: 'Bad response' }));
    expect(onRate).toHaveBeenLastCalledWith(expect.objectContaining({ id: 'a1' }), 'negative');
    unmount();
    render(item(agent(), false));
    expect(screen.queryByRole('button', { name: 'Good response' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Copy' })).toBeTruthy();
  });

  it("once used for improvement: thumbs down disabled and '• helped improve agent'", () => {
    render(item(agent({ usedForImprovement: true, feedback: 'negative' })));
    expect((screen.getByRole('button', { name: 'Bad response' }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByText('• helped improve agent')).toBeTruthy();
  });
});

describe('system messages', () => {
  const system = (content: string): ChatMessage => ({ id: 's', serverId: null, type: 'system', content, feedback: null, usedForImprovement: false });

  it("mentioning upload show 'Documents required to continue' with 'Upload Documents' to /documents", async () => {
    await renderAt('/chat', () => item(system('You need to upload at least one document before I can help you.')));
    expect(await screen.findByText('Documents required to continue')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Upload Documents' }).getAttribute('href')).toBe('/documents');
  });

  it("containing 'improved' or 'switched' show 'View History'", async () => {
    await renderAt('/chat', () => item(system('Tally was improved from your feedback.')));
    expect((await screen.findByRole('link', { name: 'View History' })).getAttribute('href')).toBe('/history');
    cleanup();
    await renderAt('/chat', () => item(system('Unable to check documents. Please try again.')));
    expect(screen.queryByRole('link', { name: 'View History' })).toBeNull();
    expect(screen.queryByText('Documents required to continue')).toBeNull();
  });
});

describe('the rename dialogs', () => {
  const rename = (onSubmit = vi.fn(), onClose = vi.fn()) => {
    render(<NameDialog open title="Rename Folder" label="Folder name" initial="Grants" submitLabel="Rename" rename onSubmit={onSubmit} onClose={onClose} />);
    return {
      onSubmit,
      onClose,
      input: screen.getByLabelText('Folder name') as HTMLInputElement,
      button: screen.getByRole('button', { name: 'Rename' }) as HTMLButtonElement,
    };
  };

  it('disable Rename while the name is empty or unchanged, and submit the trimmed name with Enter', async () => {
    const { onSubmit, input, button } = rename();
    expect(button.disabled).toBe(true);
    await userEvent.clear(input);
    await userEvent.type(input, '   ');
    expect(button.disabled).toBe(true);
    await userEvent.clear(input);
    await userEvent.type(input, ' Grants ');
    expect(button.disabled).toBe(true);
    await userEvent.type(input, '2025{Enter}');
    expect(onSubmit).toHaveBeenCalledWith('Grants 2025');
  });

  it('submit a changed, non-empty name when closed; otherwise just close', async () => {
    const first = rename();
    await userEvent.type(first.input, ' FY25');
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(first.onSubmit).toHaveBeenCalledWith('Grants FY25');
    expect(first.onClose).not.toHaveBeenCalled();
    cleanup();
    const second = rename();
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(second.onSubmit).not.toHaveBeenCalled();
    expect(second.onClose).toHaveBeenCalled();
  });

  it('Create New Folder offers examples and needs a name', async () => {
    const onSubmit = vi.fn();
    render(
      <NameDialog
        open
        title="Create New Folder"
        label="Folder name"
        initial=""
        placeholder="e.g. Grants, Budgets, Reports"
        submitLabel="Create Folder"
        rename={false}
        onSubmit={onSubmit}
        onClose={vi.fn()}
      />,
    );
    const input = screen.getByPlaceholderText('e.g. Grants, Budgets, Reports');
    expect((screen.getByRole('button', { name: 'Create Folder' }) as HTMLButtonElement).disabled).toBe(true);
    await userEvent.type(input, 'Reports{Enter}');
    expect(onSubmit).toHaveBeenCalledWith('Reports');
  });
});
