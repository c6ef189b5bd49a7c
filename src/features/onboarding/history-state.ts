// The history-state flags of the onboarding flow (spec part 2, section 2): /progress is entered
// with onBoardingFlow true; /documents with fromOnboarding true shows the welcome dialog.
export {};

declare module '@tanstack/react-router' {
  interface HistoryState {
    onBoardingFlow?: boolean;
    fromOnboarding?: boolean;
  }
}
