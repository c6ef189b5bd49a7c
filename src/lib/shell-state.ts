// State the shell shares with screens: the phone drawer, the profile sheet and which
// coming-soon assistant's dialog is open.
import { atom } from 'jotai';

export const drawerOpenAtom = atom(false);
export const profileSheetOpenAtom = atom(false);
export const comingSoonAssistantAtom = atom<string | null>(null);
