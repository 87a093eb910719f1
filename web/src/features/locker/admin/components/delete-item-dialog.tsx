import { useState } from 'react';
import { FormDialog } from '../../../../components/ui/form-dialog';
import { lockerTexts } from '../../lib/locker-messages';

/** Asks before an item is removed; `onDelete` answers whether it was. */
export function DeleteItemDialog({ itemName, onDelete, onClose }: { itemName: string | null; onDelete: () => Promise<boolean>; onClose: () => void }) {
  const [busy, setBusy] = useState(false);
  return (
    <FormDialog
      show={itemName !== null}
      title="Delete Item"
      testId="locker-delete-dialog"
      submitLabel="Delete"
      submitVariant="danger"
      busy={busy}
      onSubmit={(event) => {
        event.preventDefault();
        setBusy(true);
        void onDelete()
          .then((deleted) => deleted && onClose())
          .finally(() => setBusy(false));
      }}
      onClose={onClose}
    >
      <p className="mb-1">{lockerTexts.deletePrompt}</p>
      <p className="fw-semibold mb-0 text-break">{itemName}</p>
    </FormDialog>
  );
}
