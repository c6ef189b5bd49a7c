import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import type { AuthClient, LoginOptions } from '../../../lib/auth-client';
import { renderAt } from '../../../lib/test-router';
import { SignInScreen } from './sign-in-screen';
import { SignUpScreen } from './sign-up-screen';

afterEach(cleanup);

/** Stands in for the auth client: records what login() was asked, and never resolves (a redirect). */
function fakeAuth() {
  const calls: LoginOptions[] = [];
  const auth = { login: vi.fn((o: LoginOptions = {}) => (calls.push(o), new Promise<void>(() => {}))) } as unknown as AuthClient;
  return { auth, calls };
}

describe('sign-in screen', () => {
  it("greets with 'Welcome back!' on /auth/login", async () => {
    const { auth } = fakeAuth();
    await renderAt('/auth/login', () => <SignInScreen auth={auth} welcomeBack />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Welcome back!');
    expect(screen.getByText('Sign in to your account')).toBeTruthy();
  });

  it("reads 'Create an account' on /login", async () => {
    const { auth } = fakeAuth();
    await renderAt('/login', () => <SignInScreen auth={auth} welcomeBack={false} />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Create an account');
    expect(screen.getByText('Sign up for a new account')).toBeTruthy();
  });

  it("starts the hosted sign-in and shows 'Redirecting...' while it loads", async () => {
    const { auth, calls } = fakeAuth();
    await renderAt('/login', () => <SignInScreen auth={auth} welcomeBack={false} />);
    fireEvent.click(screen.getByRole('button', { name: 'Sign In (Currently in Beta)' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Redirecting...' })).toBeTruthy());
    expect((screen.getByRole('button', { name: 'Redirecting...' }) as HTMLButtonElement).disabled).toBe(true);
    expect(calls).toEqual([{ signup: false }]);
  });

  it("'Create account' starts the hosted flow with the sign-up hint instead of navigating", async () => {
    const { auth, calls } = fakeAuth();
    const { router } = await renderAt('/login', () => <SignInScreen auth={auth} welcomeBack={false} />);
    expect(screen.getByText("Don't have an account?")).toBeTruthy();
    const link = screen.getByRole('link', { name: 'Create account' });
    expect(link.getAttribute('href')).toBe('/signup');
    fireEvent.click(link);
    expect(calls).toEqual([{ signup: true }]);
    expect(router.state.location.pathname).toBe('/login');
  });

  it('carries straight on when arriving with continue=1, keeping the return path', async () => {
    const { auth, calls } = fakeAuth();
    await renderAt('/login', () => <SignInScreen auth={auth} welcomeBack={false} autoContinue returnTo="/documents" />);
    await waitFor(() => expect(calls).toEqual([{ signup: false, returnTo: '/documents' }]));
  });
});

describe('sign-up screen', () => {
  it('shows its labels and a Sign in link', async () => {
    const { auth, calls } = fakeAuth();
    await renderAt('/signup', () => <SignUpScreen auth={auth} />);
    expect(screen.getByText('Already have an account?')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/auth/login');
    expect(calls).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Sign Up (Currently in Beta)' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Redirecting...' })).toBeTruthy());
    expect(calls).toEqual([{ signup: true }]);
  });

  it('starts sign-up at once with a valid email as the login hint', async () => {
    const { auth, calls } = fakeAuth();
    await renderAt('/signup?email=ana%40example.org', () => <SignUpScreen auth={auth} email=" ana@example.org " />);
    await waitFor(() => expect(calls).toEqual([{ signup: true, email: 'ana@example.org' }]));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('reports an invalid email only after the click, then signs up without a hint', async () => {
    const { auth, calls } = fakeAuth();
    await renderAt('/signup?email=nope', () => <SignUpScreen auth={auth} email="nope" />);
    expect(calls).toEqual([]);
    expect(screen.queryByText('Please enter a valid email address to continue.')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Sign Up (Currently in Beta)' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Please enter a valid email address to continue.'));
    expect(calls).toEqual([{ signup: true }]);
  });
});
