// 'Invite Team Member' (spec part 1, sections 2 and 5): email (required, trimmed, a simple
// address pattern), role (Member unless changed) and a member tag, which must be chosen before
// the invitation can be sent. The server's refusals show inside the dialog, in the spec's words.
import { useEffect, useId, useState, type FormEvent } from 'react';
import clsx from 'clsx';
import { Send } from 'lucide-react';
import { MEMBER_TAGS, type AssignableRole, type MemberTag } from '../../../../contracts/team-constants';
import { Button } from '../../../ui/button';
import { ResponsiveDialog } from '../../../ui/responsive-dialog';
import { Spinner } from '../../../ui/spinner';
import { inviteErrorMessage, type NewInvite } from '../api';
import { inviteEmailError, MAX_EMAIL_LENGTH } from '../format';
import { FormAlert } from '../../../ui/form-alert';

const field =
  'mt-1.5 block min-h-12 w-full rounded-xl border bg-white px-3.5 text-base text-slate-900 placeholder:text-slate-400 focus:border-teal-600 focus:outline-3 focus:outline-teal-500/40 dark:bg-slate-950 dark:text-slate-100 dark:placeholder:text-slate-500';
const label = 'block text-sm font-medium text-slate-700 dark:text-slate-300';
const hint = 'mt-1 text-sm text-slate-600 dark:text-slate-400';

const ROLE_HINTS: Record<AssignableRole, string> = {
  MEMBER: 'Chats with Tally.',
  ADMIN: 'Also manages documents and the team.',
};

export function InviteDialog({
  open,
  organizationName,
  onInvite,
  onClose,
}: {
  open: boolean;
  organizationName: string;
  /** Sends the invitation; rejects with the server's refusal. */
  onInvite: (invite: NewInvite) => Promise<unknown>;
  onClose: () => void;
}) {
  const id = useId();
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<AssignableRole>('MEMBER');
  const [tag, setTag] = useState<MemberTag | ''>('');
  const [emailError, setEmailError] = useState<string | null>(null);
  const [checked, setChecked] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  useEffect(() => {
    if (!open) return;
    setEmail('');
    setRole('MEMBER');
    setTag('');
    setEmailError(null);
    setChecked(false);
    setFailure(null);
    setSending(false);
  }, [open]);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (sending || !tag) return;
    const problem = inviteEmailError(email);
    setChecked(true);
    setEmailError(problem);
    if (problem) {
      document.getElementById(`${id}-email`)?.focus();
      return;
    }
    setFailure(null);
    setSending(true);
    try {
      await onInvite({ email: email.trim(), role, tag });
    } catch (err) {
      setFailure(inviteErrorMessage(err));
      setSending(false);
    }
  };

  return (
    <ResponsiveDialog open={open} onClose={() => (sending ? undefined : onClose())} title="Invite Team Member">
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">They'll get an email with a link to join {organizationName}.</p>
      <form noValidate onSubmit={(e) => void submit(e)} className="mt-4 space-y-4">
        <div>
          <label htmlFor={`${id}-email`} className={label}>
            Email
          </label>
          <input
            id={`${id}-email`}
            type="email"
            inputMode="email"
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
            autoFocus
            required
            maxLength={MAX_EMAIL_LENGTH}
            placeholder="name@organization.org"
            value={email}
            onChange={(e) => {
              setEmail(e.target.value);
              setFailure(null);
              // After a first check, the message follows the typing.
              if (checked) setEmailError(inviteEmailError(e.target.value));
            }}
            onBlur={() => {
              if (email.trim()) {
                setChecked(true);
                setEmailError(inviteEmailError(email));
              }
            }}
            aria-invalid={emailError ? true : undefined}
            aria-describedby={emailError ? `${id}-email-error` : undefined}
            className={clsx(field, emailError ? 'border-red-600 dark:border-red-500' : 'border-slate-300 dark:border-slate-700')}
          />
          {emailError ? (
            <p id={`${id}-email-error`} className="mt-1.5 text-sm font-medium text-red-700 dark:text-red-400">
              {emailError}
            </p>
          ) : null}
        </div>
        <div>
          <label htmlFor={`${id}-role`} className={label}>
            Role
          </label>
          <select
            id={`${id}-role`}
            value={role}
            onChange={(e) => setRole(e.target.value as AssignableRole)}
            aria-describedby={`${id}-role-hint`}
            className={clsx(field, 'border-slate-300 dark:border-slate-700')}
          >
            <option value="MEMBER">Member</option>
            <option value="ADMIN">Admin</option>
          </select>
          <p id={`${id}-role-hint`} className={hint}>
            {ROLE_HINTS[role]}
          </p>
        </div>
        <div>
          <label htmlFor={`${id}-tag`} className={label}>
            Member Tag
          </label>
          <select
            id={`${id}-tag`}
            value={tag}
            required
            onChange={(e) => setTag(e.target.value as MemberTag)}
            aria-describedby={`${id}-tag-hint`}
            className={clsx(field, 'border-slate-300 dark:border-slate-700', !tag && 'text-slate-500 dark:text-slate-400')}
          >
            <option value="" disabled>
              Select a tag
            </option>
            {MEMBER_TAGS.map((t) => (
              <option key={t} value={t}>
                {t}
              </option>
            ))}
          </select>
          <p id={`${id}-tag-hint`} className={hint}>
            {tag ? 'How this person works with your organisation.' : 'Choose a tag to send the invitation.'}
          </p>
        </div>
        <FormAlert>{failure}</FormAlert>
        <div className="flex flex-col gap-3 pt-2 sm:flex-row-reverse">
          <Button type="submit" disabled={!tag || sending}>
            {sending ? <Spinner className="size-5" /> : <Send aria-hidden="true" className="size-5" />}
            {sending ? 'Sending...' : 'Send Invitation'}
          </Button>
          <Button variant="secondary" onClick={onClose} disabled={sending}>
            Cancel
          </Button>
        </div>
      </form>
    </ResponsiveDialog>
  );
}
