import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'jotai';
import { useState } from 'react';
import type { ImprovementHistory, ImprovementVersion } from '../../../../contracts/improvements';
import type { AuthClient } from '../../../lib/auth-client';
import { appStore } from '../../../lib/store';
import { Toaster, toastsAtom } from '../../../ui/toast';
import { emptyDraft, ManualImprovementDialog, type ManualDraft } from './manual-improvement-dialog';
import { HistoryScreen } from './history-screen';

const ORG = 'org-1';
const BASE = `/organization/${ORG}/improvements`;

function version(v: string, over: Partial<ImprovementVersion> = {}): ImprovementVersion {
  return {
    id: `ver-${v}`,
    version: v,
    summary: `Summary of ${v}`,
    feedback: `Feedback for ${v}`,
    files: [],
    timestamp: '2026-03-04T10:00:00Z',
    is_active: false,
    success_rate: 92,
    source: 'manual',
    performance_metrics: { questions_checked: 12, answers_kept: 11, answers_changed: 1, duration_ms: 2400 },
    understood: [],
    message_id: null,
    ...over,
  };
}

/** Three versions as the server gives them: newest first, 1.2 active. */
function sample(): ImprovementHistory {
  return {
    current_version: '1.2',
    total_improvements: 3,
    next_manual_at: null,
    versions: [
      version('1.2', {
        is_active: true,
        source: 'response_feedback',
        summary: '“personnel” means Salaries and Wages plus Payroll Taxes and Benefits',
        feedback: 'Personnel should include payroll taxes and benefits, not only salaries.',
        message_id: 'msg-1',
        timestamp: '2026-03-04T10:00:00Z',
        understood: [
          {
            text: 'Personnel means Salaries and Wages plus Payroll Taxes and Benefits',
            kind: 'synonym',
            status: 'applied',
            detail: '“personnel” = Salaries and Wages + Payroll Taxes and Benefits',
          },
          { text: 'Be friendlier', kind: 'other', status: 'noted', detail: 'Kept as a note: the analyst cannot apply tone.' },
        ],
      }),
      version('1.1', {
        summary: 'Program expenses means accounts 5000-5999',
        files: [{ id: 'file-1', name: 'chart-of-accounts.csv', size: 2048, content_type: 'text/csv', download_url: '/api/files/file-1?sig=abc' }],
        timestamp: '2026-03-03T10:00:00Z',
        success_rate: 100,
        performance_metrics: { questions_checked: 4, answers_kept: 4, answers_changed: 0, duration_ms: 900 },
      }),
      version('1.0', { summary: 'Fiscal year starts in July', timestamp: '2026-03-01T10:00:00Z', success_rate: null, performance_metrics: null }),
    ],
  };
}

interface Failure {
  status: number;
  body?: unknown;
}

function fakeServer(initial: ImprovementHistory = sample()) {
  let history = initial;
  const calls: Array<{ method: string; path: string; body: unknown }> = [];
  const failures = new Map<string, Failure>();
  let hold: Promise<void> | null = null;
  const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  const fetch = vi.fn(async (url: string, init: RequestInit = {}) => {
    const method = init.method ?? 'GET';
    const path = url.replace(/^\/api/, '');
    const body = init.body instanceof FormData ? init.body : typeof init.body === 'string' ? JSON.parse(init.body) : undefined;
    calls.push({ method, path, body });
    const failure = failures.get(`${method} ${path}`);
    if (failure) return json(failure.status, failure.body ?? { detail: 'Refused' });
    if (method === 'GET' && path === BASE) return json(200, history);
    if (method === 'POST' && path === BASE) {
      if (hold) await hold;
      const form = body as FormData;
      const made = version('1.3', {
        is_active: true,
        summary: String(form.get('text')),
        feedback: String(form.get('text')),
        timestamp: '2026-03-05T10:00:00Z',
        files: (form.getAll('files') as File[]).map((f, i) => ({ id: `f${i}`, name: f.name, size: f.size, content_type: f.type, download_url: `/api/files/f${i}` })),
        success_rate: 92,
        performance_metrics: { questions_checked: 12, answers_kept: 11, answers_changed: 1, duration_ms: 3100 },
      });
      history = {
        current_version: '1.3',
        total_improvements: history.total_improvements + 1,
        next_manual_at: new Date(Date.now() + 24 * 3_600_000).toISOString(),
        versions: [made, ...history.versions.map((v) => ({ ...v, is_active: false }))],
      };
      return json(201, { message: 'Tally improved to version 1.3. 1 file was not kept: renamed.pdf (its contents are not a PDF file).', version: made });
    }
    const activate = path.match(new RegExp(`^${BASE}/([^/]+)/activate$`));
    if (method === 'POST' && activate) {
      const id = decodeURIComponent(activate[1]!);
      const target = history.versions.find((v) => v.id === id);
      if (!target) return json(404, { detail: 'Not found', code: 'not_found' });
      history = { ...history, current_version: target.version, versions: history.versions.map((v) => ({ ...v, is_active: v.id === id })) };
      return json(200, { message: `Switched to version ${target.version}`, version: { ...target, is_active: true } });
    }
    return json(404, { detail: 'Not found', code: 'not_found' });
  });
  return {
    calls,
    fetch,
    fail: (key: string, failure: Failure) => failures.set(key, failure),
    /** Holds the next POST until `release` is called. */
    holdCreate() {
      let release!: () => void;
      hold = new Promise<void>((r) => (release = r));
      return () => {
        hold = null;
        release();
      };
    },
  };
}

const fakeAuth = () =>
  ({ claims: () => ({ sub: 'auth0|owner', db_role: 'OWNER', db_organization_id: ORG, db_organization_name: 'Riverbend Community Food Bank' }) }) as unknown as AuthClient;

async function show(server = fakeServer()) {
  vi.stubGlobal('fetch', server.fetch);
  render(
    <Provider store={appStore}>
      <HistoryScreen auth={fakeAuth()} />
      <Toaster />
    </Provider>,
  );
  await screen.findByTestId('current-version');
  return server;
}

const items = () => screen.getAllByTestId('version-item');
const item = (v: string) => items().find((i) => i.dataset.version === v)!;

beforeEach(() => {
  Object.defineProperty(navigator, 'onLine', { value: true, configurable: true });
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  act(() => appStore.set(toastsAtom, []));
});

describe('the history page', () => {
  it('shows the current version, the total and the timeline newest first', async () => {
    await show();
    expect(screen.getByRole('heading', { level: 1, name: 'Agent History' })).toBeTruthy();
    expect(screen.getByTestId('current-version').textContent).toBe('Version 1.2');
    expect(screen.getByTestId('total-improvements').textContent).toBe('3 improvements');
    expect(items().map((i) => i.dataset.version)).toEqual(['1.2', '1.1', '1.0']);
    expect(within(item('1.2')).getByText('From response feedback')).toBeTruthy();
    expect(within(item('1.1')).getByText('Manual')).toBeTruthy();
    expect(within(item('1.2')).getByText('Mar 4, 2026', { exact: false })).toBeTruthy();
    expect(within(item('1.1')).getByText('chart-of-accounts.csv')).toBeTruthy();
  });

  it('marks the active version, and offers Make Active only on the others', async () => {
    await show();
    expect(within(item('1.2')).getByTestId('active-badge').textContent).toBe('Active');
    expect(within(item('1.2')).queryByRole('button', { name: 'Make Active' })).toBeNull();
    for (const v of ['1.1', '1.0']) {
      expect(within(item(v)).queryByTestId('active-badge')).toBeNull();
      expect(within(item(v)).getByRole('button', { name: 'Make Active' })).toBeTruthy();
    }
    expect(screen.getAllByRole('button', { name: 'Make Active' })).toHaveLength(2);
  });

  it('words each success rate as what was measured', async () => {
    await show();
    expect(within(item('1.2')).getByTestId('success-rate').textContent).toBe('11 of 12 recent answers kept their figures; 1 changed');
    expect(within(item('1.1')).getByTestId('success-rate').textContent).toBe('4 of 4 recent answers kept their figures');
    expect(within(item('1.0')).getByTestId('success-rate').textContent).toBe('No recent questions to check yet');
  });

  it('has an empty state before the first improvement', async () => {
    await show(fakeServer({ current_version: null, total_improvements: 0, next_manual_at: null, versions: [] }));
    expect(screen.getByTestId('current-version').textContent).toBe('Original instructions');
    expect(screen.getByTestId('total-improvements').textContent).toBe('0 improvements');
    expect(screen.getByTestId('history-empty').textContent).toContain('No improvements yet');
    expect((screen.getByRole('button', { name: 'Improve Now' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('says when the history cannot be loaded, and retries', async () => {
    const server = fakeServer();
    server.fail(`GET ${BASE}`, { status: 403, body: { detail: 'Forbidden', code: 'forbidden' } });
    vi.stubGlobal('fetch', server.fetch);
    render(<HistoryScreen auth={fakeAuth()} />);
    expect((await screen.findByRole('alert')).textContent).toContain('Only owners and admins can improve Tally.');
  });
});

describe('the daily limit', () => {
  it("disables Improve Now with the time left, ticking down, and enables it at 0", async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
    vi.setSystemTime(Date.parse('2026-03-04T10:00:00Z'));
    await show(fakeServer({ ...sample(), next_manual_at: '2026-03-04T13:12:00Z' }));
    // (The countdown's clock starts in an effect after the render: let it start before time moves,
    // or a busy machine advances the clock before there is an interval to tick.)
    await act(async () => {});
    const button = screen.getByRole('button', { name: 'Improve Now' }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    expect(screen.getByTestId('next-improvement').textContent).toBe('Next improvement available in 3h 12m');
    act(() => vi.advanceTimersByTime(60_000));
    expect(screen.getByTestId('next-improvement').textContent).toBe('Next improvement available in 3h 11m');
    act(() => vi.advanceTimersByTime(3 * 3_600_000 + 10 * 60_000));
    expect(screen.getByTestId('next-improvement').textContent).toBe('Next improvement available in 1m');
    act(() => vi.advanceTimersByTime(60_000));
    expect(screen.queryByTestId('next-improvement')).toBeNull();
    expect(button.disabled).toBe(false);
  });

  it('shows the refusal in the dialog, keeps the words, and reads the history again', async () => {
    const server = await show();
    server.fail(`POST ${BASE}`, { status: 429, body: { detail: 'One improvement per day: the next in 5h 2m.', code: 'improvement_daily_limit' } });
    await userEvent.click(screen.getByRole('button', { name: 'Improve Now' }));
    const dialog = await screen.findByRole('dialog', { name: 'Improve Tally' });
    fireEvent.change(within(dialog).getByLabelText('Your improvement'), { target: { value: 'Restricted grants are class 2 funds.' } });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Improve Tally' }));
    const again = await screen.findByRole('dialog', { name: 'Improve Tally' });
    expect((await within(again).findByRole('alert')).textContent).toBe('One improvement per day: the next in 5h 2m.');
    expect((within(again).getByLabelText('Your improvement') as HTMLTextAreaElement).value).toBe('Restricted grants are class 2 funds.');
    // Sent once, not retried; then the history is read again.
    expect(server.calls.filter((c) => c.method === 'POST')).toHaveLength(1);
    await waitFor(() => expect(server.calls.filter((c) => c.method === 'GET')).toHaveLength(2));
  });
});

describe('the manual improvement dialog', () => {
  function Harness({ onSubmit }: { onSubmit: (d: ManualDraft) => void }) {
    const [draft, setDraft] = useState<ManualDraft>(emptyDraft);
    return <ManualImprovementDialog open draft={draft} onDraftChange={setDraft} error={null} blockedReason={null} onSubmit={onSubmit} onClose={() => {}} />;
  }

  const type = (value: string) => fireEvent.change(screen.getByLabelText('Your improvement'), { target: { value } });
  const submit = () => screen.getByRole('button', { name: 'Improve Tally' }) as HTMLButtonElement;

  it("validates at 14, 15, 500 and 501 characters", async () => {
    const onSubmit = vi.fn();
    render(<Harness onSubmit={onSubmit} />);
    expect(submit().disabled).toBe(true);
    type('a'.repeat(14));
    expect(screen.getByText('Minimum 15 characters required')).toBeTruthy();
    expect(screen.getByTestId('improvement-counter').textContent).toBe('14/500');
    expect(submit().disabled).toBe(true);
    type('a'.repeat(15));
    expect(screen.queryByText('Minimum 15 characters required')).toBeNull();
    expect(submit().disabled).toBe(false);
    type('a'.repeat(500));
    expect(screen.getByTestId('improvement-counter').textContent).toBe('500/500');
    expect(submit().disabled).toBe(false);
    type('a'.repeat(501));
    expect(screen.getByText('Maximum 500 characters allowed')).toBeTruthy();
    expect(screen.getByTestId('improvement-counter').textContent).toBe('501/500');
    expect(submit().disabled).toBe(true);
    type('a'.repeat(20));
    await userEvent.click(submit());
    expect(onSubmit).toHaveBeenCalledWith({ text: 'a'.repeat(20), files: [] });
  });

  it('attaches up to 3 files as removable chips, dropping the wrong ones silently', async () => {
    render(<Harness onSubmit={vi.fn()} />);
    const input = screen.getByTestId('improvement-files') as HTMLInputElement;
    const big = new File(['x'], 'huge.pdf');
    Object.defineProperty(big, 'size', { value: 10 * 1024 * 1024 + 1 });
    fireEvent.change(input, { target: { files: [new File(['a'], 'budget.csv'), new File(['b'], 'photo.png'), big] } });
    expect(screen.getAllByTestId('file-chip').map((c) => c.textContent)).toEqual([expect.stringContaining('budget.csv')]);
    expect(screen.queryByText(/Nothing added/)).toBeNull();
    fireEvent.change(input, { target: { files: [new File(['c'], 'notes.txt'), new File(['d'], 'ledger.xlsx')] } });
    expect(screen.getAllByTestId('file-chip')).toHaveLength(3);
    expect(screen.getByRole('button', { name: 'Three files attached' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Remove notes.txt' }));
    expect(screen.getAllByTestId('file-chip')).toHaveLength(2);
    fireEvent.change(input, { target: { files: [new File(['e'], 'a.pdf'), new File(['f'], 'b.pdf')] } });
    expect(screen.getAllByTestId('file-chip')).toHaveLength(2);
    expect(screen.getByText('Nothing added: up to 3 files in all.')).toBeTruthy();
  });
});

describe('making an improvement', () => {
  it('sends the text and files, shows the stages while the server works, then the new version honestly', async () => {
    const server = await show();
    const release = server.holdCreate();
    await userEvent.click(screen.getByRole('button', { name: 'Improve Now' }));
    const dialog = await screen.findByRole('dialog', { name: 'Improve Tally' });
    fireEvent.change(within(dialog).getByLabelText('Your improvement'), { target: { value: '  Program expenses means accounts 5000-5999.  ' } });
    fireEvent.change(within(dialog).getByTestId('improvement-files'), { target: { files: [new File(['Account,Name\n5000,Programs\n'], 'chart.csv')] } });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Improve Tally' }));

    const progress = await screen.findByRole('dialog', { name: 'Improving Tally' });
    expect(within(progress).getByText('Saving your improvement')).toBeTruthy();
    expect(within(progress).getByText('Checking against your recent questions')).toBeTruthy();
    expect(within(progress).getByText('Activating version 1.3')).toBeTruthy();
    expect(within(progress).getByRole('progressbar').getAttribute('aria-valuenow')).toBeNull();

    release();
    const success = await screen.findByRole('dialog', { name: 'Tally Improved' });
    expect(within(success).getByText('Version 1.3 is now active')).toBeTruthy();
    expect(within(success).getByTestId('success-rate').textContent).toBe('11 of 12 recent answers kept their figures; 1 changed');
    expect(within(success).getByText('1 file was not kept: renamed.pdf (its contents are not a PDF file).')).toBeTruthy();
    const post = server.calls.find((c) => c.method === 'POST')!;
    const form = post.body as FormData;
    expect(form.get('text')).toBe('Program expenses means accounts 5000-5999.');
    expect((form.getAll('files') as File[]).map((f) => f.name)).toEqual(['chart.csv']);

    await userEvent.click(within(success).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.getByTestId('current-version').textContent).toBe('Version 1.3'));
    expect(screen.getByTestId('total-improvements').textContent).toBe('4 improvements');
    expect(items()[0]!.dataset.version).toBe('1.3');
    expect((screen.getByRole('button', { name: 'Improve Now' }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByTestId('next-improvement').textContent).toMatch(/^Next improvement available in 2[34]h/);
  });
});

describe('switching versions', () => {
  it('asks first, then activates the chosen version', async () => {
    const server = await show();
    await userEvent.click(within(item('1.1')).getByRole('button', { name: 'Make Active' }));
    const dialog = await screen.findByRole('dialog', { name: 'Switch to Version 1.1?' });
    expect(dialog.textContent).toContain("instead of version 1.2's");
    expect(server.calls.some((c) => c.path.endsWith('/activate'))).toBe(false);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Make Active' }));
    expect(await screen.findByText('Version 1.1 is now active', { selector: '[role="status"] p' })).toBeTruthy();
    expect(server.calls.filter((c) => c.method === 'POST').map((c) => c.path)).toEqual([`${BASE}/ver-1.1/activate`]);
    await waitFor(() => expect(within(item('1.1')).queryByTestId('active-badge')).not.toBeNull());
    expect(screen.getByTestId('current-version').textContent).toBe('Version 1.1');
    expect(within(item('1.2')).getByRole('button', { name: 'Make Active' })).toBeTruthy();
  });

  it('does nothing when cancelled, and shows a refusal in the dialog', async () => {
    const server = await show();
    await userEvent.click(within(item('1.0')).getByRole('button', { name: 'Make Active' }));
    let dialog = await screen.findByRole('dialog', { name: 'Switch to Version 1.0?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(server.calls.some((c) => c.path.endsWith('/activate'))).toBe(false);
    server.fail(`POST ${BASE}/ver-1.0/activate`, { status: 403, body: { detail: 'Forbidden', code: 'forbidden' } });
    await userEvent.click(within(item('1.0')).getByRole('button', { name: 'Make Active' }));
    dialog = await screen.findByRole('dialog', { name: 'Switch to Version 1.0?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Make Active' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('Only owners and admins can improve Tally.');
  });
});

describe('a version’s details', () => {
  it('show what the analyst understood, the check and the files to download', async () => {
    await show();
    await userEvent.click(within(item('1.2')).getByRole('button', { name: 'Details' }));
    const dialog = await screen.findByRole('dialog', { name: 'Version 1.2' });
    const understood = within(within(dialog).getByTestId('understood').children[0] as HTMLElement);
    expect(understood.getByText('Applied')).toBeTruthy();
    expect(understood.getByText('“personnel” = Salaries and Wages + Payroll Taxes and Benefits')).toBeTruthy();
    const noted = within(within(dialog).getByTestId('understood').children[1] as HTMLElement);
    expect(noted.getByText('Noted')).toBeTruthy();
    expect(within(dialog).getByText('Personnel should include payroll taxes and benefits, not only salaries.')).toBeTruthy();
    expect(within(dialog).getByText('Recent questions checked').nextSibling?.textContent).toBe('12');
    expect(within(dialog).getByText('Check took').nextSibling?.textContent).toBe('2.4 s');
    expect(within(dialog).queryByRole('button', { name: 'Make Active' })).toBeNull();
    await userEvent.click(within(dialog).getAllByRole('button', { name: 'Close' }).at(-1)!);

    await userEvent.click(within(item('1.1')).getByRole('button', { name: 'Details' }));
    const other = await screen.findByRole('dialog', { name: 'Version 1.1' });
    const link = within(other).getByRole('link', { name: /chart-of-accounts\.csv/ });
    expect(link.getAttribute('href')).toBe('/api/files/file-1?sig=abc');
    expect(link.getAttribute('download')).toBe('chart-of-accounts.csv');
    await userEvent.click(within(other).getByRole('button', { name: 'Make Active' }));
    expect(await screen.findByRole('dialog', { name: 'Switch to Version 1.1?' })).toBeTruthy();
  });
});
