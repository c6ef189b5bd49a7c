import clsx from 'clsx';

/** Steward's mark: a teal tile with an S drawn like a ledger stroke. */
export function LogoMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" aria-hidden="true" focusable="false" className={clsx('shrink-0', className ?? 'size-9')}>
      <rect width="32" height="32" rx="8" fill="#0f766e" />
      <path
        d="M21.5 11.2c-1-1.3-2.8-2.1-4.9-2.1-3 0-5.1 1.6-5.1 3.9 0 2 1.4 3.1 4.3 3.7l1.6.3c2.5.5 3.6 1.3 3.6 2.8 0 1.9-1.9 3.1-4.6 3.1-2.3 0-4.3-.9-5.5-2.5"
        fill="none"
        stroke="#fff"
        strokeWidth="2.6"
        strokeLinecap="round"
      />
    </svg>
  );
}

export function Logo({ className }: { className?: string }) {
  return (
    <span className={clsx('inline-flex items-center gap-2.5 text-xl font-bold tracking-tight', className)}>
      <LogoMark />
      Steward
    </span>
  );
}
