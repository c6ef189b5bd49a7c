// 'Remove Member' (spec part 1, section 2): confirms Delete User, naming the person.
import { useState } from 'react';
import type { Member } from '../../../../contracts/team';
import { Button } from '../../../ui/button';
import { ResponsiveDialog } from '../../../ui/responsive-dialog';
import { displayName } from '../member-actions';

export function RemoveMemberDialog({
  member,
  organizationName,
  onConfirm,
  onCancel,
}: {
  member: Member | null;
  organizationName: string;
  onConfirm: (member: Member) => void;
  onCancel: () => void;
}) {
  // Kept while the dialog plays its closing transition.
  const [shown, setShown] = useState<Member | null>(member);
  if (member && member !== shown) setShown(member);
  const name = shown ? displayName(shown) : '';
  return (
    <ResponsiveDialog open={member !== null} onClose={onCancel} title="Remove Member">
      <p className="mt-2 text-slate-600 dark:text-slate-400">
        Are you sure you want to remove <span className="font-semibold break-words text-slate-900 dark:text-slate-100">{name}</span>
        {shown && name !== shown.email ? <> ({shown.email})</> : null} from {organizationName}? They will lose access to the team and Tally straight away.
      </p>
      <div className="mt-6 flex flex-col gap-3 sm:flex-row-reverse">
        <Button variant="danger" onClick={() => member && onConfirm(member)}>
          Remove
        </Button>
        <Button variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </ResponsiveDialog>
  );
}
