// Says so when the network is gone: what is shown comes from this device.
import { WifiOff } from 'lucide-react';
import { useOnline } from '../../../lib/use-online';

export function OfflineBanner() {
  const online = useOnline();
  if (online) return null;
  return (
    <div role="status" className="flex items-center justify-center gap-2 bg-amber-100 px-4 py-2 text-sm font-medium text-amber-950 dark:bg-amber-900/60 dark:text-amber-100">
      <WifiOff aria-hidden="true" className="size-4" />
      You're offline. Steward shows what this device has saved.
    </div>
  );
}
