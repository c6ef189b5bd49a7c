// The browser's side of sign-in. It wraps @auth0/auth0-spa-js (the same code for the embedded
// provider and Auth0), publishes the auth state as a jotai atom, and keeps the access token in
// localStorage under steward_token for the HTTP client.
import type { Auth0Client, Auth0ClientOptions, User } from '@auth0/auth0-spa-js';
import { atom } from 'jotai';
import type { RuntimeConfig } from '../../contracts/auth';
import { decodeClaims, type TokenClaims } from './claims';
import { appStore } from './store';
import { ORGANIZATION_KEY, TOKEN_KEY } from './storage-keys';

export interface AuthError {
  error: string;
  description: string;
}

export interface AuthState {
  isAuthenticated: boolean;
  isLoading: boolean;
  error: AuthError | null;
  user: User | null;
}

export const authStateAtom = atom<AuthState>({ isAuthenticated: false, isLoading: true, error: null, user: null });

/** Errors of the provider that mean "verify your email first". */
export const isVerificationError = (e: AuthError | null) => !!e && /verif/i.test(`${e.error} ${e.description}`);

const FALLBACKS: Record<string, string> = {
  missing_transaction: 'Invalid state',
  state_mismatch: 'Invalid state',
  missing_refresh_token: 'Missing Refresh Token',
};

export function toAuthError(err: unknown, fallback = 'Login failed'): AuthError {
  const e = err as { error?: string; error_description?: string; message?: string };
  const error = typeof e?.error === 'string' ? e.error : 'unknown';
  const description = e?.error_description || FALLBACKS[error] || e?.message || fallback;
  return { error, description };
}

function safeStorage<T>(fn: () => T, fallback: T): T {
  try {
    return fn();
  } catch {
    return fallback;
  }
}

export interface LoginOptions {
  signup?: boolean;
  email?: string;
  returnTo?: string;
}

/**
 * Whether spa-js could hold a session here: its "is authenticated" cookie, or its token cache
 * in localStorage. Without either, its session check does nothing, so a signed-out visitor's
 * first screen need not download spa-js at all.
 */
export function mayHaveSession(clientId: string, doc: Document = document, storage?: Storage): boolean {
  const cookies = doc.cookie.split(';').map((c) => c.trim());
  if (cookies.some((c) => c.startsWith(`auth0.${clientId}.is.authenticated=`) || c.startsWith(`_legacy_auth0.${clientId}.is.authenticated=`))) {
    return true;
  }
  return safeStorage(() => {
    const store = storage ?? localStorage;
    for (let i = 0; i < store.length; i++) if (store.key(i)?.startsWith('@@auth0spajs@@')) return true;
    return false;
  }, false);
}

export class AuthClient {
  private clientPromise: Promise<Auth0Client> | null = null;
  /** Resolves once the redirect callback or the silent session check has finished. */
  readonly ready: Promise<void>;
  returnTo: string | null = null;

  constructor(
    readonly config: RuntimeConfig,
    private readonly location: Location = window.location,
  ) {
    this.ready = this.initialise();
  }

  /** spa-js, loaded on first need (it is the largest part of the sign-in code). */
  private client(): Promise<Auth0Client> {
    this.clientPromise ??= import('@auth0/auth0-spa-js').then(({ Auth0Client: Client }) => {
      const options: Auth0ClientOptions = {
        domain: this.config.auth.domain,
        clientId: this.config.auth.clientId,
        authorizationParams: {
          audience: this.config.auth.audience,
          redirect_uri: `${this.location.origin}/authorization`,
          scope: 'openid profile email',
        },
        useRefreshTokens: true,
        useRefreshTokensFallback: true,
        cacheLocation: 'localstorage',
      };
      return new Client(options);
    });
    return this.clientPromise;
  }

  get state(): AuthState {
    return appStore.get(authStateAtom);
  }

  private set(state: Partial<AuthState>) {
    appStore.set(authStateAtom, { ...appStore.get(authStateAtom), ...state });
  }

  private async initialise() {
    const params = new URLSearchParams(this.location.search);
    const isCallback = (params.has('code') || params.has('error')) && params.has('state');
    if (!isCallback && !mayHaveSession(this.config.auth.clientId)) {
      this.clearLocalToken();
      this.set({ isAuthenticated: false, isLoading: false, error: null, user: null });
      return;
    }
    try {
      const client = await this.client();
      if (isCallback) {
        try {
          const result = await client.handleRedirectCallback<{ returnTo?: string }>(this.location.href);
          this.returnTo = result.appState?.returnTo ?? null;
        } finally {
          // The code and state are spent: keep them out of history and out of a reload.
          window.history.replaceState(window.history.state, '', this.location.pathname);
        }
      } else {
        await client.checkSession();
      }
      const isAuthenticated = await client.isAuthenticated();
      if (isAuthenticated) {
        await this.storeToken(false);
        this.set({ isAuthenticated: true, isLoading: false, error: null, user: (await client.getUser()) ?? null });
      } else {
        // The silent check said "login required": clear the local session, no redirect.
        this.clearLocalToken();
        this.set({ isAuthenticated: false, isLoading: false, error: null, user: null });
      }
    } catch (err) {
      this.clearLocalToken();
      this.set({ isAuthenticated: false, isLoading: false, error: toAuthError(err), user: null });
    }
  }

  private async storeToken(forceRefresh: boolean): Promise<string> {
    const token = await (await this.client()).getTokenSilently({ cacheMode: forceRefresh ? 'off' : 'on' });
    if (!token) throw new Error('Get access token failed');
    safeStorage(() => localStorage.setItem(TOKEN_KEY, token), undefined);
    return token;
  }

  private clearLocalToken() {
    safeStorage(() => {
      localStorage.removeItem(TOKEN_KEY);
      localStorage.removeItem(ORGANIZATION_KEY);
    }, undefined);
  }

  /** The stored access token, or null. */
  token(): string | null {
    return safeStorage(() => localStorage.getItem(TOKEN_KEY), null);
  }

  claims(): TokenClaims | null {
    return decodeClaims(this.token());
  }

  /** A fresh access token from the provider (new claims after onboarding, or after a 401). */
  async refresh(): Promise<string> {
    try {
      return await this.storeToken(true);
    } catch (err) {
      throw toAuthError(err, 'Get access token failed');
    }
  }

  async login(options: LoginOptions = {}): Promise<void> {
    await (await this.client()).loginWithRedirect({
      authorizationParams: {
        screen_hint: options.signup ? 'signup' : 'login',
        ...(options.email ? { login_hint: options.email } : {}),
      },
      ...(options.returnTo ? { appState: { returnTo: options.returnTo } } : {}),
    });
  }

  /** Signs out: the stored token and this person's local data go, then the provider ends its session and sends us home. */
  async logout(): Promise<void> {
    this.clearLocalToken();
    // Drafts and the offline copy of conversations; a stuck IndexedDB does not hold sign-out up.
    const clearing = import('./user-data').then(({ clearUserData }) => clearUserData()).catch(() => undefined);
    await Promise.race([clearing, new Promise((resolve) => setTimeout(resolve, 1500))]);
    try {
      await (await this.client()).logout({ logoutParams: { returnTo: window.location.origin } });
    } catch {
      // A failed provider logout is ignored: the local session is already gone.
    }
  }

  /** Asks the embedded provider to send a new verification link (its session says to whom). */
  async resendVerification(): Promise<{ ok: boolean; message: string }> {
    if (this.config.auth.kind !== 'embedded') {
      return { ok: false, message: 'Sign in again to get a new verification email.' };
    }
    try {
      const res = await fetch(`${this.config.auth.domain}/u/email-verification/resend`, {
        method: 'POST',
        credentials: 'same-origin',
        headers: { accept: 'application/json' },
      });
      const body = (await res.json().catch(() => ({}))) as { detail?: string; status?: string; email?: string };
      if (res.ok && body.status === 'already_verified') return { ok: true, message: 'Your email is already verified. Continue to sign in.' };
      if (res.ok) return { ok: true, message: `We sent a new link to ${body.email ?? 'your email address'}.` };
      return { ok: false, message: body.detail ?? 'We could not send the email. Please try again.' };
    } catch {
      return { ok: false, message: 'Network error. Please check your connection and try again.' };
    }
  }
}
