import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '../../../lib/api-client';
import { appStore } from '../../../lib/store';
import { toastsAtom } from '../../../ui/toast';
import { acceptScreenshots, feedbackErrorMessage, ratingError } from '../feedback';
import { FeedbackDialog } from './feedback-dialog';

beforeEach(() => appStore.set(toastsAtom, []));
afterEach(cleanup);

const submitButton = () => screen.getByRole('button', { name: 'Submit Feedback' }) as HTMLButtonElement;

describe('the feedback dialog', () => {
  it('waits for a rating, then sends rating, description and screenshots, thanks and closes', async () => {
    const submit = vi.fn(async (_form: FormData) => ({ data: {} }));
    const onClose = vi.fn();
    render(<FeedbackDialog open onClose={onClose} submit={submit} />);
    expect(submitButton().disabled).toBe(true);
    expect(screen.getByText('PNG, JPG, and JPEG up to 10MB each')).toBeTruthy();
    await userEvent.click(screen.getByRole('radio', { name: '4 of 5: Good' }));
    expect(submitButton().disabled).toBe(false);
    await userEvent.type(screen.getByLabelText(/Description/), 'The rent answer was right.');
    const shot = new File([new Uint8Array([137, 80, 78, 71])], 'answer.png', { type: 'image/png' });
    await userEvent.upload(screen.getByTestId('feedback-screenshots'), shot);
    expect(screen.getByText('answer.png')).toBeTruthy();
    await userEvent.click(submitButton());
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const form = submit.mock.calls[0]![0];
    expect(form.get('rating')).toBe('4');
    expect(form.get('description')).toBe('The rent answer was right.');
    expect((form.getAll('screenshots')[0] as File).name).toBe('answer.png');
    expect(appStore.get(toastsAtom).map((t) => t.title)).toContain('Thank you for your feedback! We appreciate your input.');
  });

  it('asks "Discard feedback?" before closing with anything entered', async () => {
    const onClose = vi.fn();
    render(<FeedbackDialog open onClose={onClose} submit={vi.fn()} />);
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalledTimes(1); // nothing entered: closes at once
    await userEvent.click(screen.getByRole('radio', { name: '2 of 5: Poor' }));
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByText('Discard feedback?')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Keep Editing' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Discard' }));
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it('shows the spec sentence for a failure and keeps what was entered', async () => {
    const submit = vi.fn(() => Promise.reject(new ApiError(413, 'Each screenshot must be 10 MB or smaller', 'screenshot_too_large')));
    const onClose = vi.fn();
    render(<FeedbackDialog open onClose={onClose} submit={submit} />);
    await userEvent.click(screen.getByRole('radio', { name: '5 of 5: Excellent' }));
    await userEvent.click(submitButton());
    expect((await screen.findByRole('alert')).textContent).toBe('File size too large. Please use smaller screenshots.');
    expect(onClose).not.toHaveBeenCalled();
    expect((screen.getByRole('radio', { name: '5 of 5: Excellent' }) as HTMLElement).getAttribute('aria-checked')).toBe('true');
  });
});

describe('feedback rules', () => {
  it('a rating is required, from 1 to 5', () => {
    expect(ratingError(null)).toBe('Rating is required');
    expect(ratingError(0)).toBe('Please select a rating');
    expect(ratingError(6)).toBe('Rating cannot be more than 5');
    expect(ratingError(3)).toBeNull();
  });

  it('each failure status reads as the spec says', () => {
    const err = (status: number, detail: string) => new ApiError(status, detail, 'x');
    expect(feedbackErrorMessage(err(400, 'Rating is required'))).toBe('Rating is required');
    expect(feedbackErrorMessage(err(400, 'HTTP 400: Bad Request'))).toBe('Invalid feedback data. Please check your input.');
    expect(feedbackErrorMessage(err(401, 'Missing token'))).toBe('You need to be logged in to submit feedback.');
    expect(feedbackErrorMessage(err(413, 'too big'))).toBe('File size too large. Please use smaller screenshots.');
    expect(feedbackErrorMessage(err(422, 'Screenshots must be PNG, JPG or JPEG images'))).toBe('Screenshots must be PNG, JPG or JPEG images');
    expect(feedbackErrorMessage(err(422, 'HTTP 422: Unprocessable Entity'))).toBe('Validation error. Please check your input.');
    expect(feedbackErrorMessage(err(500, 'Internal server error'))).toBe('Server error. Please try again later.');
    expect(feedbackErrorMessage(err(503, 'x'))).toBe('Server error. Please try again later.');
    expect(feedbackErrorMessage(err(0, 'Network error'))).toBe('Network error. Please check your connection and try again.');
    expect(feedbackErrorMessage(err(429, 'Too many'))).toBe('Failed to submit feedback. Please try again.');
    expect(feedbackErrorMessage(new Error('boom'))).toBe('Failed to submit feedback. Please try again.');
  });

  it('screenshots are PNG, JPG or JPEG of up to 10MB, five at most', () => {
    const file = (name: string, size = 10) => {
      const f = new File(['x'], name);
      Object.defineProperty(f, 'size', { value: size });
      return f;
    };
    const { files, note } = acceptScreenshots([], [file('a.png'), file('b.JPG'), file('c.jpeg'), file('d.gif'), file('e.png', 10 * 1024 * 1024 + 1)]);
    expect(files.map((f) => f.name)).toEqual(['a.png', 'b.JPG', 'c.jpeg']);
    expect(note).toContain('d.gif, e.png');
    expect(acceptScreenshots(files, [file('f.png'), file('g.png'), file('h.png')]).files).toHaveLength(5);
  });
});
