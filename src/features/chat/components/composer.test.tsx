import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Composer, isSendKey, MIN_HEIGHT_PX } from './composer';

afterEach(cleanup);

function Harness({ onSend, canSend = true, offline = false }: { onSend: (text: string) => void; canSend?: boolean; offline?: boolean }) {
  const [value, setValue] = useState('');
  return (
    <Composer
      value={value}
      onChange={setValue}
      canSend={canSend}
      offline={offline}
      onSend={() => {
        onSend(value);
        setValue('');
      }}
    />
  );
}

const box = () => screen.getByTestId('composer') as HTMLTextAreaElement;

describe('the composer', () => {
  it('sends with Enter and breaks the line with Shift+Enter', async () => {
    const onSend = vi.fn();
    render(<Harness onSend={onSend} />);
    await userEvent.type(box(), 'What was rent{Shift>}{Enter}{/Shift}in March?');
    expect(box().value).toBe('What was rent\nin March?');
    expect(onSend).not.toHaveBeenCalled();
    await userEvent.type(box(), '{Enter}');
    expect(onSend).toHaveBeenCalledWith('What was rent\nin March?');
    expect(box().value).toBe('');
  });

  it('does not send an empty or blank question', async () => {
    const onSend = vi.fn();
    render(<Harness onSend={onSend} />);
    await userEvent.type(box(), '   {Enter}');
    expect(onSend).not.toHaveBeenCalled();
    expect((screen.getByRole('button', { name: 'Send' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('has a Send button for touch keyboards', async () => {
    const onSend = vi.fn();
    render(<Harness onSend={onSend} />);
    await userEvent.type(box(), 'Cash on hand?');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(onSend).toHaveBeenCalledWith('Cash on hand?');
  });

  it('never sends while an input method is composing', () => {
    expect(isSendKey({ key: 'Enter', shiftKey: false, altKey: false, ctrlKey: false, metaKey: false, nativeEvent: { isComposing: true } })).toBe(false);
    expect(isSendKey({ key: 'Enter', shiftKey: false, altKey: false, ctrlKey: false, metaKey: false, nativeEvent: { isComposing: false } })).toBe(true);
    expect(isSendKey({ key: 'Enter', shiftKey: true, altKey: false, ctrlKey: false, metaKey: false })).toBe(false);
  });

  it('offline, keeps the text, says "You\'re offline" and waits to send', async () => {
    const onSend = vi.fn();
    render(<Harness onSend={onSend} canSend={false} offline />);
    expect(screen.getByTestId('composer-offline').textContent).toContain("You're offline");
    await userEvent.type(box(), 'Draft while offline{Enter}');
    expect(onSend).not.toHaveBeenCalled();
    expect(box().value).toBe('Draft while offline');
    expect((screen.getByRole('button', { name: 'Send' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('starts 56px tall with the spec placeholder', () => {
    render(<Harness onSend={() => undefined} />);
    expect(box().style.minHeight).toBe(`${MIN_HEIGHT_PX}px`);
    expect(['Ask about budgets, spending, account codes, or financial reports...', 'What financial info do you need?']).toContain(box().placeholder);
  });
});
