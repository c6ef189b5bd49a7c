// The provider's own pages: sign in, sign up, password reset and the small message pages.
// Styled like Steward, usable on a phone, and without inline scripts (the CSP forbids them).
import { LOGO_SVG } from './assets';
import { html, raw, type Raw } from './html';

interface LayoutOptions {
  title: string;
  refreshTo?: string;
}

export function layout(body: Raw, options: LayoutOptions): string {
  return html`<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover">
<meta name="robots" content="noindex">
<meta name="theme-color" content="#0f766e">
${options.refreshTo ? html`<meta http-equiv="refresh" content="2;url=${options.refreshTo}">` : ''}
<title>${options.title} · Steward</title>
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
<link rel="stylesheet" href="/u/assets/idp.css">
<script src="/u/assets/idp.js" defer></script>
</head>
<body>
<main>
<div class="brand">${raw(LOGO_SVG)}<span>Steward</span></div>
<div class="card">${body}</div>
<p class="foot">Steward keeps your organisation's documents private to your team.</p>
</main>
</body>
</html>`.value;
}

export interface FieldErrors {
  [field: string]: string | undefined;
}

const fieldError = (errors: FieldErrors, name: string) =>
  errors[name] ? html`<div class="field-error" id="${name}-error">${errors[name]}</div>` : '';

const invalid = (errors: FieldErrors, name: string) =>
  errors[name] ? raw(` aria-invalid="true" aria-describedby="${name}-error"`) : '';

const txField = (tx: string | undefined) => (tx ? html`<input type="hidden" name="tx" value="${tx}">` : '');
const txQuery = (tx: string | undefined) => (tx ? `?tx=${encodeURIComponent(tx)}` : '');

function passwordField(id: string, label: string, autocomplete: string, errors: FieldErrors, hint?: string) {
  return html`<div>
<label for="${id}">${label}</label>
<input id="${id}" name="${id}" type="password" autocomplete="${autocomplete}" required maxlength="128"${invalid(errors, id)}>
${hint && !errors[id] ? html`<div class="hint">${hint}</div>` : ''}${fieldError(errors, id)}
<label class="show"><input type="checkbox" data-show-password="${id}"> Show password</label>
</div>`;
}

export function loginPage(input: { tx?: string; email?: string; error?: string; notice?: string }): string {
  return layout(
    html`<h1>Sign in</h1>
<p class="lead">Continue to Steward to work with Tally on your finances.</p>
${input.notice ? html`<div class="notice" role="status">${input.notice}</div>` : ''}
${input.error ? html`<div class="alert" role="alert">${input.error}</div>` : ''}
<form method="post" action="/u/login" data-busy="Signing in..." novalidate>
${txField(input.tx)}
<div>
<label for="email">Email address</label>
<input id="email" name="email" type="email" autocomplete="username" inputmode="email" required maxlength="254" value="${input.email ?? ''}"${input.email ? '' : raw(' autofocus')}>
</div>
<div>
<div class="row"><label for="password">Password</label><a href="/u/forgot-password${txQuery(input.tx)}">Forgot password?</a></div>
<input id="password" name="password" type="password" autocomplete="current-password" required maxlength="128"${input.email ? raw(' autofocus') : ''}>
<label class="show"><input type="checkbox" data-show-password="password"> Show password</label>
</div>
<button type="submit">Continue</button>
</form>
<p class="alt">Don't have an account? <a href="/u/signup${txQuery(input.tx)}">Sign up</a></p>`,
    { title: 'Sign in' },
  );
}

export function signupPage(input: { tx?: string; email?: string; name?: string; errors?: FieldErrors; error?: Raw | string }): string {
  const errors = input.errors ?? {};
  return layout(
    html`<h1>Create your account</h1>
<p class="lead">Sign up to work with Tally on your organisation's finances. We'll email you a link to confirm your address.</p>
${input.error ? html`<div class="alert" role="alert">${input.error}</div>` : ''}
<form method="post" action="/u/signup" data-busy="Creating account..." novalidate>
${txField(input.tx)}
<div>
<label for="name">Full name</label>
<input id="name" name="name" type="text" autocomplete="name" required maxlength="100" value="${input.name ?? ''}"${invalid(errors, 'name')}${input.email ? raw(' autofocus') : ''}>
${fieldError(errors, 'name')}
</div>
<div>
<label for="email">Email address</label>
<input id="email" name="email" type="email" autocomplete="email" inputmode="email" required maxlength="254" value="${input.email ?? ''}"${invalid(errors, 'email')}${input.email ? '' : raw(' autofocus')}>
${fieldError(errors, 'email')}
</div>
${passwordField('password', 'Password', 'new-password', errors, 'At least 8 characters.')}
<button type="submit">Create account</button>
</form>
<p class="alt">Already have an account? <a href="/u/login${txQuery(input.tx)}">Sign in</a></p>`,
    { title: 'Sign up' },
  );
}

export function forgotPasswordPage(input: { tx?: string; email?: string; error?: string; sent?: boolean }): string {
  if (input.sent) {
    return layout(
      html`<h1>Check your email</h1>
<p>If an account exists for that address, we've sent a link to set a new password. The link works for one hour.</p>
<a class="button secondary" href="/u/login${txQuery(input.tx)}">Back to sign in</a>`,
      { title: 'Check your email' },
    );
  }
  return layout(
    html`<h1>Reset your password</h1>
<p class="lead">Enter your email address and we'll send you a link to set a new password.</p>
${input.error ? html`<div class="alert" role="alert">${input.error}</div>` : ''}
<form method="post" action="/u/forgot-password" data-busy="Sending..." novalidate>
${txField(input.tx)}
<div>
<label for="email">Email address</label>
<input id="email" name="email" type="email" autocomplete="username" inputmode="email" required maxlength="254" value="${input.email ?? ''}" autofocus>
</div>
<button type="submit">Send reset link</button>
</form>
<p class="alt"><a href="/u/login${txQuery(input.tx)}">Back to sign in</a></p>`,
    { title: 'Reset your password' },
  );
}

export function resetPasswordPage(input: { token: string; email: string; askName?: boolean; name?: string; errors?: FieldErrors }): string {
  const errors = input.errors ?? {};
  // An account made by an invitation has no name yet: it is asked here, once.
  const nameField = input.askName
    ? html`<div>
<label for="name">Full name</label>
<input id="name" name="name" type="text" autocomplete="name" required maxlength="100" value="${input.name ?? ''}"${invalid(errors, 'name')} autofocus>
${fieldError(errors, 'name')}
</div>
`
    : '';
  return layout(
    html`<h1>Set your password</h1>
<p class="lead">Choose a password for <strong>${input.email}</strong>.</p>
<form method="post" action="/u/reset-password" data-busy="Saving..." novalidate>
<input type="hidden" name="token" value="${input.token}">
<input type="email" name="username" value="${input.email}" autocomplete="username" hidden>
${nameField}${passwordField('password', 'New password', 'new-password', errors, 'At least 8 characters.')}
${passwordField('confirm', 'Confirm new password', 'new-password', errors)}
<button type="submit">Set password</button>
</form>`,
    { title: 'Set your password' },
  );
}

export function messagePage(input: {
  title: string;
  message: string;
  action?: { href: string; label: string };
  refreshTo?: string;
  status?: 'notice' | 'alert';
}): string {
  return layout(
    html`<h1>${input.title}</h1>
<p>${input.message}</p>
${input.action ? html`<a class="button" href="${input.action.href}">${input.action.label}</a>` : ''}`,
    { title: input.title, ...(input.refreshTo ? { refreshTo: input.refreshTo } : {}) },
  );
}

/** The response page of response_mode=web_message: hands the result to the opening page. */
export function webMessagePage(targetOrigin: string, response: Record<string, string>): string {
  const json = JSON.stringify(response).replace(/</g, '\\u003c');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Authorization response</title></head><body><script type="application/json" id="authorization-response" data-origin="${targetOrigin.replace(/"/g, '&quot;')}">${json}</script><script src="/u/assets/web-message.js"></script></body></html>`;
}
