import { zodResolver } from '@hookform/resolvers/zod';
import { LOCKER_DESCRIPTION_MAX, LOCKER_NAME_MAX, type NewLockerItemBody } from '@sandbank/shared';
import { useEffect, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { FormDialog } from '../../../components/ui/form-dialog';
import { amountInputProps, TextField } from '../../../components/ui/form-field';
import { emptyLockerItemForm, lockerItemFormSchema, type LockerItemFormValues } from '../lib/locker-form';

const lockerItemResolver = zodResolver(lockerItemFormSchema);

/**
 * Add Item: a name and an estimated value (required), a description (optional). Checked with the
 * shared schema, each problem under its field; `onAdd` answers whether the item was stored (then
 * the dialog closes).
 */
export function AddItemDialog({
  show,
  description,
  testId,
  onAdd,
  onClose,
}: {
  show: boolean;
  description: ReactNode;
  testId: string;
  onAdd: (body: NewLockerItemBody) => Promise<boolean>;
  onClose: () => void;
}) {
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<LockerItemFormValues, unknown, NewLockerItemBody>({ resolver: lockerItemResolver, defaultValues: emptyLockerItemForm });

  useEffect(() => {
    if (show) reset(emptyLockerItemForm);
  }, [show, reset]);

  const onValid = async (body: NewLockerItemBody) => {
    if (await onAdd(body)) onClose();
  };

  return (
    <FormDialog
      show={show}
      title="Add Item"
      description={description}
      testId={testId}
      submitLabel="Add Item"
      busy={isSubmitting}
      onSubmit={(event) => void handleSubmit(onValid)(event)}
      onClose={onClose}
    >
      <TextField
        groupClassName="mb-3"
        controlId={`${testId}-name`}
        label="Item name"
        maxLength={LOCKER_NAME_MAX}
        placeholder="e.g. Gold watch"
        registration={register('name')}
        error={errors.name}
        errorTestId={`${testId}-name-error`}
      />
      <TextField
        groupClassName="mb-3"
        controlId={`${testId}-value`}
        label="Estimated value"
        {...amountInputProps}
        registration={register('value')}
        error={errors.value}
        errorTestId={`${testId}-value-error`}
      />
      <TextField
        controlId={`${testId}-description`}
        label={
          <>
            Description <span className="text-body-secondary fw-normal">(optional)</span>
          </>
        }
        as="textarea"
        rows={3}
        maxLength={LOCKER_DESCRIPTION_MAX}
        registration={register('description')}
        error={errors.description}
      />
    </FormDialog>
  );
}
