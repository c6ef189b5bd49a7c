// The operators' side of a manual review: the mail that asks for it, the small server-rendered
// page its link opens (what the automatic check found, the letter, Approve / Reject), and the
// mail that tells the organisation's owner the outcome. No scripts; styled like the sign-in pages.
import { IDP_CSS, LOGO_SVG } from '../identity/assets';
import { html, raw, type Raw } from '../identity/html';
import type { Mail } from '../mail/mailer';
import type { LetterFindings } from './letter';
import type { AttemptRow, ReviewRow } from './service';

export const REVIEW_CSS_PATH = '/api/verification/review.css';
export const REVIEW_CSS = `${IDP_CSS}
main{max-width:560px}
dl{display:grid;grid-template-columns:max-content 1fr;gap:6px 14px;margin:0 0 18px;font-size:15px}
dt{color:var(--muted)}dd{margin:0;font-weight:600;word-break:break-word}
.ok{color:var(--brand)}.no{color:var(--danger)}
h2{font-size:16px;margin:18px 0 8px}
textarea{width:100%;min-height:88px;padding:10px 14px;font:inherit;color:inherit;background:transparent;border:1px solid var(--line);border-radius:10px}
.actions{display:flex;gap:12px}.actions button{flex:1}
button.reject{background:var(--danger)}button.reject:hover{background:var(--danger);opacity:.9}
.quiet{background:transparent;color:var(--text);border:1px solid var(--line)}
`;

export const reviewPath = (token: string) => `/api/verification/reviews/${token}`;
export const letterPath = (token: string) => `${reviewPath(token)}/letter`;

function layout(title: string, body: Raw): string {
  return html`<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover">
<meta name="robots" content="noindex">
<title>${title} · Steward</title>
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
<link rel="stylesheet" href="${REVIEW_CSS_PATH}">
</head>
<body>
<main>
<div class="brand">${raw(LOGO_SVG)}<span>Steward</span></div>
<div class="card">${body}</div>
<p class="foot">For Steward's operators: nonprofit verification.</p>
</main>
</body>
</html>`.value;
}

const when = (d: Date) => d.toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' }) + ' UTC';
const day = (iso: string) => new Date(`${iso}T00:00:00Z`).toLocaleDateString('en-US', { dateStyle: 'long', timeZone: 'UTC' });

type Findings = Partial<LetterFindings> & { ocr?: boolean };

/** The automatic check's findings as lines of text ('EIN: 12-3456789'). */
export function findingLines(attempt: AttemptRow | null): Array<[string, string, boolean | null]> {
  if (!attempt) return [['Letter', 'none uploaded', false]];
  const f = (attempt.findings ?? null) as Findings | null;
  const lines: Array<[string, string, boolean | null]> = [['Letter', `${attempt.fileName} (uploaded ${when(attempt.createdAt)})`, null]];
  if (!f) {
    lines.push(['Result', attempt.reason ?? 'not read', false]);
    return lines;
  }
  lines.push(
    ['501(c)(3) wording', f.has501c3 ? 'found' : 'not found', Boolean(f.has501c3)],
    ['IRS letterhead', f.irsWording ? 'found' : 'not found', Boolean(f.irsWording)],
    ['EIN', f.ein ?? 'not found', Boolean(f.ein)],
    ["Organization's name", f.nameMatched ? 'found' : 'not found', Boolean(f.nameMatched)],
    ['Letter date', f.letterDate ? day(f.letterDate) : 'not found', f.letterDate ? true : null],
    ['Read by', f.ocr ? 'OCR (photo or scan)' : 'PDF text', null],
  );
  if (attempt.reason) lines.push(['Told to them', attempt.reason, null]);
  return lines;
}

export interface ReviewView {
  review: ReviewRow;
  organizationName: string;
  attempt: AttemptRow | null;
  requester: { name: string; email: string } | null;
}

const who = (r: ReviewView['requester']) => (r ? (r.name && r.name !== r.email ? `${r.name} (${r.email})` : r.email) : 'someone no longer in Steward');

export function reviewPage(view: ReviewView, token: string, options: { suggested?: 'approve' | 'reject'; notice?: string; error?: string } = {}): string {
  const { review, attempt } = view;
  const decided =
    review.status === 'pending'
      ? null
      : `${review.status === 'approved' ? 'Approved' : 'Rejected'}${review.decidedAt ? ` on ${when(review.decidedAt)}` : ''}.`;
  const approveFirst = options.suggested !== 'reject';
  const approve = html`<button type="submit" name="decision" value="approve"${approveFirst ? '' : raw(' class="quiet"')}>Approve</button>`;
  const reject = html`<button type="submit" name="decision" value="reject" class="${approveFirst ? 'quiet' : 'reject'}">Reject</button>`;
  return layout(
    'Verification review',
    html`<h1>Verification review</h1>
<p class="lead">${view.organizationName} asks to be verified as a 501(c)(3) nonprofit.</p>
${options.notice ? html`<div class="notice" role="status">${options.notice}</div>` : ''}
${options.error ? html`<div class="alert" role="alert">${options.error}</div>` : ''}
<dl>
<dt>Organization</dt><dd>${view.organizationName}</dd>
<dt>Asked by</dt><dd>${who(view.requester)}</dd>
<dt>Asked on</dt><dd>${when(review.createdAt)}</dd>
<dt>Status</dt><dd>${decided ?? 'Waiting for a decision'}</dd>
${review.note ? html`<dt>Note</dt><dd>${review.note}</dd>` : ''}
</dl>
<h2>What the automatic check found</h2>
<dl>
${findingLines(attempt).map(([label, value, ok]) => html`<dt>${label}</dt><dd${ok === null ? '' : raw(ok ? ' class="ok"' : ' class="no"')}>${value}</dd>`)}
</dl>
${attempt ? html`<p><a href="${letterPath(token)}">Download the letter</a></p>` : ''}
${
  decided
    ? html`<p>This review has been decided; it cannot be changed here.</p>`
    : html`<form method="post" action="${reviewPath(token)}">
<div>
<label for="note">Note to the organization (optional)</label>
<textarea id="note" name="note" maxlength="1000" placeholder="Shown to them if you reject, e.g. which letter to upload instead."></textarea>
</div>
<div class="actions">${approveFirst ? [approve, reject] : [reject, approve]}</div>
</form>`
}`,
  );
}

export function reviewMessagePage(title: string, message: string): string {
  return layout(title, html`<h1>${title}</h1><p>${message}</p>`);
}

// ---------------------------------------------------------------------------------------------
// Mails

export function operatorMail(input: {
  to: string;
  organizationName: string;
  requester: ReviewView['requester'];
  failedAttempts: number;
  attempt: AttemptRow | null;
  publicUrl: string;
  token: string;
}): Mail {
  const { organizationName, publicUrl, token } = input;
  const page = `${publicUrl}${reviewPath(token)}`;
  const lines = findingLines(input.attempt);
  const subject = `Verification review: ${organizationName}`.replace(/[\r\n]+/g, ' ');
  const text =
    `${who(input.requester)} asked for a manual review of ${organizationName}'s 501(c)(3) verification ` +
    `after ${input.failedAttempts} failed automatic attempt${input.failedAttempts === 1 ? '' : 's'}.\n\n` +
    `The latest attempt:\n${lines.map(([label, value]) => `- ${label}: ${value}`).join('\n')}\n\n` +
    (input.attempt ? `Download the letter:\n${publicUrl}${letterPath(token)}\n\n` : '') +
    `Approve:\n${page}?decision=approve\n\nReject:\n${page}?decision=reject\n\n` +
    `Each link opens the review page, where the decision is confirmed. A review can be decided once.\n`;
  const body = html`<p>${who(input.requester)} asked for a manual review of <strong>${organizationName}</strong>'s 501(c)(3) verification after ${input.failedAttempts} failed automatic attempt${input.failedAttempts === 1 ? '' : 's'}.</p>
<p>The latest attempt:</p>
<ul>${lines.map(([label, value]) => html`<li>${label}: ${value}</li>`)}</ul>
${input.attempt ? html`<p><a href="${publicUrl}${letterPath(token)}">Download the letter</a></p>` : ''}
<p><a href="${page}?decision=approve">Approve</a> · <a href="${page}?decision=reject">Reject</a></p>
<p>Each link opens the review page, where the decision is confirmed. A review can be decided once.</p>`;
  return { to: input.to, subject, text, html: body.value };
}

export function outcomeMail(input: { to: string; organizationName: string; approved: boolean; note: string | null; publicUrl: string }): Mail {
  const { organizationName, publicUrl } = input;
  const link = `${publicUrl}/non-profit-verification`;
  if (input.approved) {
    const text =
      `Good news: our team reviewed the letter you uploaded and verified ${organizationName} as a 501(c)(3) nonprofit on Steward.\n\n` +
      `See it here:\n${link}\n`;
    return {
      to: input.to,
      subject: `${organizationName} is verified on Steward`.replace(/[\r\n]+/g, ' '),
      text,
      html: html`<p>Good news: our team reviewed the letter you uploaded and verified <strong>${organizationName}</strong> as a 501(c)(3) nonprofit on Steward.</p><p><a href="${link}">See it in Steward</a></p>`.value,
    };
  }
  const note = input.note ? `Their note: ${input.note}\n\n` : '';
  const text =
    `Our team reviewed the letter you uploaded for ${organizationName} and could not verify it as a 501(c)(3) nonprofit.\n\n` +
    note +
    `You can upload your IRS determination letter again here:\n${link}\n`;
  return {
    to: input.to,
    subject: `We couldn't verify ${organizationName} yet`.replace(/[\r\n]+/g, ' '),
    text,
    html: html`<p>Our team reviewed the letter you uploaded for <strong>${organizationName}</strong> and could not verify it as a 501(c)(3) nonprofit.</p>${input.note ? html`<p>Their note: ${input.note}</p>` : ''}<p><a href="${link}">Upload your IRS determination letter again</a></p>`.value,
  };
}
