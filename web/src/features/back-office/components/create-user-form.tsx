import { CreateUserBody, PASSWORD_MIN_LENGTH } from '@sandbank/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import Form from 'react-bootstrap/Form';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { useSubmission } from '../../../components/forms/use-submission';
import { SubmitButton, TextField } from '../../../components/ui/form-field';
import { ApiRequestError } from '../../../lib/api-client';
import { formFieldsOf, serverFieldErrors } from '../../../lib/submission-keys';
import { useCreateUser } from '../api/users';
import { backOfficeMessages, reasonToast } from '../lib/messages';

type CreateUserValues = z.input<typeof CreateUserBody>;
type CreateUserField = keyof CreateUserValues;
const empty: CreateUserValues = { firstName: '', lastName: '', email: '', password: '', phone: '', address: '' };
const fieldOf = formFieldsOf(Object.keys(empty) as CreateUserField[]);

/** The fields the server refused: those of invalid input, and an email already in use (409). */
const refusedFields = (error: unknown): Partial<Record<CreateUserField, string>> => ({
  ...serverFieldErrors(error, fieldOf),
  ...(error instanceof ApiRequestError && error.status === 409 ? { email: error.message } : {}),
});

const optional = <span className="text-body-secondary fw-normal">(optional)</span>;
const required = (label: string) => (
  <>
    {label} <span aria-hidden="true">*</span>
  </>
);

/** Create User: the same rules as the API (the shared schema); the customer signs in with the password at once. */
export function CreateUserForm({ onCreated }: { onCreated: () => void }) {
  const create = useCreateUser();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting, isSubmitSuccessful },
  } = useForm<CreateUserValues, unknown, CreateUserBody>({ resolver: zodResolver(CreateUserBody), defaultValues: empty });

  // A refusal says the server's reason (an email in use, under the field too), not a bare failure.
  const { submit } = useSubmission({
    send: (body: CreateUserBody) => create.mutateAsync(body),
    successToast: (_, body) => ({ title: backOfficeMessages.userCreated, message: `${body.firstName} ${body.lastName} can sign in as ${body.email}.`, variant: 'success' }),
    failureToast: (error) => reasonToast(error, backOfficeMessages.createUserFailed),
    serverFields: { of: refusedFields, mark: setError },
  });

  // A failure rejects, so the form does not count as submitted.
  const onValid = async (body: CreateUserBody) => {
    await submit(body);
    onCreated();
  };

  return (
    <Form noValidate onSubmit={(event) => void handleSubmit(onValid)(event).catch(() => undefined)} data-testid="create-user-form">
      <div className="row g-3 mb-3">
        <div className="col-sm-6">
          <TextField controlId="create-user-first-name" label={required('First name')} autoComplete="off" aria-required registration={register('firstName')} error={errors.firstName} errorTestId="create-user-first-name-error" />
        </div>
        <div className="col-sm-6">
          <TextField controlId="create-user-last-name" label={required('Last name')} autoComplete="off" aria-required registration={register('lastName')} error={errors.lastName} errorTestId="create-user-last-name-error" />
        </div>
      </div>
      <TextField
        groupClassName="mb-3"
        controlId="create-user-email"
        label={required('Email')}
        type="email"
        inputMode="email"
        autoComplete="off"
        aria-required
        registration={register('email')}
        error={errors.email}
        errorTestId="create-user-email-error"
      />
      <TextField
        groupClassName="mb-3"
        controlId="create-user-password"
        label={required('Password')}
        type="password"
        autoComplete="new-password"
        aria-required
        registration={register('password')}
        error={errors.password}
        errorTestId="create-user-password-error"
        hint={`At least ${PASSWORD_MIN_LENGTH} characters. The customer signs in with it straight away.`}
      />
      <TextField groupClassName="mb-3" controlId="create-user-phone" label={<>Phone {optional}</>} type="tel" autoComplete="off" registration={register('phone')} error={errors.phone} errorTestId="create-user-phone-error" />
      <TextField groupClassName="mb-4" controlId="create-user-address" label={<>Address {optional}</>} as="textarea" rows={2} registration={register('address')} error={errors.address} errorTestId="create-user-address-error" />
      <SubmitButton busy={isSubmitting || isSubmitSuccessful} testId="create-user-submit">
        Create User
      </SubmitButton>
    </Form>
  );
}
