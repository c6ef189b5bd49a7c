import clsx from 'clsx';

export function Spinner({ className, label }: { className?: string; label?: string }) {
  return (
    <span role={label ? 'status' : undefined} className="inline-flex items-center gap-3">
      <svg viewBox="0 0 24 24" aria-hidden="true" className={clsx('animate-spin', className ?? 'size-5')}>
        <circle cx="12" cy="12" r="10" fill="none" stroke="currentColor" strokeOpacity=".2" strokeWidth="3" />
        <path d="M22 12a10 10 0 0 0-10-10" fill="none" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
      </svg>
      {label ? <span>{label}</span> : null}
    </span>
  );
}
