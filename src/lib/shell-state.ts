// State the shell shares with screens: the phone drawer (and what a screen adds to it), the
// profile sheet and which coming-soon assistant's dialog is open.
import type { ReactNode } from 'react';
import { atom } from 'jotai';

export const drawerOpenAtom = atom(false);
export const profileSheetOpenAtom = atom(false);
export const comingSoonAssistantAtom = atom<string | null>(null);

/**
 * What the screen on show adds to the phone drawer (the chat: its conversations and folders).
 * Wrapped in an object: jotai would take a bare function for a derived atom's read.
 */
export const drawerSectionAtom = atom<{ render: () => ReactNode } | null>(null);

/** A screen hides the phone's bottom navigation while its text box has the keyboard up (the chat's composer). */
export const hideBottomNavAtom = atom(false);
