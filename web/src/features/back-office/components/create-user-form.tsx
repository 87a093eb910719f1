import { CreateUserBody, PASSWORD_MIN_LENGTH } from '@sandbank/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import Form from 'react-bootstrap/Form';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { SubmitButton, TextField } from '../../../components/ui/form-field';
import { useToast } from '../../../components/ui/toaster';
import { ApiError } from '../../../lib/api-client';
import { useCreateUser } from '../api/users';
import { backOfficeMessages, errorToast } from '../lib/messages';

type CreateUserValues = z.input<typeof CreateUserBody>;
const empty: CreateUserValues = { firstName: '', lastName: '', email: '', password: '', phone: '', address: '' };

const optional = <span className="text-body-secondary fw-normal">(optional)</span>;
const required = (label: string) => (
  <>
    {label} <span aria-hidden="true">*</span>
  </>
);

/** Create User: the same rules as the API (the shared schema); the customer signs in with the password at once. */
export function CreateUserForm({ onCreated }: { onCreated: () => void }) {
  const toast = useToast();
  const create = useCreateUser();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting, isSubmitSuccessful },
  } = useForm<CreateUserValues, unknown, CreateUserBody>({ resolver: zodResolver(CreateUserBody), defaultValues: empty });

  const onValid = async (body: CreateUserBody) => {
    try {
      await create.mutateAsync(body);
      toast({ title: backOfficeMessages.userCreated, message: `${body.firstName} ${body.lastName} can sign in as ${body.email}.`, variant: 'success' });
      onCreated();
    } catch (error) {
      if (error instanceof ApiError && error.status === 409) setError('email', { type: 'server', message: error.message }, { shouldFocus: true });
      toast(errorToast(backOfficeMessages.createUserFailed));
      throw error;
    }
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
        errorTestId="create-user-email-error"
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
        errorTestId="create-user-password-error"
