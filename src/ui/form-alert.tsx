// A form's error, announced as it appears (role="alert"); nothing while there is none.
export function FormAlert({ children }: { children: string | null | undefined }) {
  if (!children) return null;
  return (
    <p role="alert" className="rounded-xl bg-red-50 p-3 text-sm font-medium text-red-800 dark:bg-red-950/60 dark:text-red-300">
      {children}
    </p>
  );
}
