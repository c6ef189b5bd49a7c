// The verified mark: shown beside the organisation's name (the profile menu) once it is verified
// as a 501(c)(3) nonprofit; nothing otherwise.
import clsx from 'clsx';
import { BadgeCheck } from 'lucide-react';
import { useVerificationStatus } from '../use-verification-status';

export function VerifiedMark({ className, withLabel = false }: { className?: string; withLabel?: boolean }) {
  const { verified } = useVerificationStatus();
  if (!verified) return null;
  return (
    <span
      className={clsx('inline-flex shrink-0 items-center gap-1 text-teal-700 dark:text-teal-400', className)}
      title="Verified 501(c)(3) nonprofit"
      data-testid="verified-mark"
    >
      <BadgeCheck aria-hidden="true" className="size-4" />
      {withLabel ? <span className="text-xs font-semibold">Verified</span> : <span className="sr-only">Verified 501(c)(3) nonprofit</span>}
    </span>
  );
}
