// The organisation's verification standing for places outside the verification screen (the
// profile menu's verified mark): read once per organisation per page load, kept in the app's
// store, and updated by the verification screen when it learns something new.
import { useEffect } from 'react';
import { atom, useAtomValue } from 'jotai';
import type { VerificationStanding } from '../../../contracts/verification';
import type { VerificationStatus } from '../../../contracts/verification-constants';
import { currentOrganizationId } from '../../lib/organization';
import { appStore } from '../../lib/store';
import { useAuth } from '../../lib/viewer';
import { fetchStanding } from './api';

/** The last standing seen, by organisation id. */
export const standingsAtom = atom<Readonly<Record<string, VerificationStanding>>>({});

const asked = new Set<string>();

export function rememberStanding(organizationId: string, standing: VerificationStanding): void {
  appStore.set(standingsAtom, (all) => ({ ...all, [organizationId]: standing }));
}

/** Reads the standing once (later calls answer from memory); failures are quiet: the mark just stays hidden. */
export function loadStanding(organizationId: string): void {
  if (asked.has(organizationId)) return;
  asked.add(organizationId);
  fetchStanding(organizationId).then(
    (standing) => rememberStanding(organizationId, standing),
    () => asked.delete(organizationId),
  );
}

/** Tests start from nothing. */
export function forgetStandings(): void {
  asked.clear();
  appStore.set(standingsAtom, {});
}

export interface VerificationStatusInfo {
  /** Null until known. */
  status: VerificationStatus | null;
  verified: boolean;
  standing: VerificationStanding | null;
}

export function useVerificationStatus(): VerificationStatusInfo {
  const auth = useAuth();
  const organizationId = currentOrganizationId(auth.claims());
  const standings = useAtomValue(standingsAtom, { store: appStore });
  useEffect(() => {
    if (organizationId) loadStanding(organizationId);
  }, [organizationId]);
  const standing = organizationId ? (standings[organizationId] ?? null) : null;
  return { status: standing?.status ?? null, verified: standing?.status === 'verified', standing };
}
