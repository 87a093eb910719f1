import { zodResolver } from '@hookform/resolvers/zod';
import type { SignInForm as SignInSchema } from '@sandbank/shared';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { lazy, Suspense, useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { SubmitButton, TextField } from '../../../components/ui/form-field';
import { useToast } from '../../../components/ui/toaster';
import { lazyResolver } from '../../../lib/lazy-resolver';
import { authErrorMessage, signIn } from '../../../lib/auth-actions';
import type { Credentials } from './credentials';

// Only people with an authenticator app meet the code step: its form loads when the pool asks for a code.
const AuthenticatorCodeForm = lazy(() => import('./authenticator-code-form').then((module) => ({ default: module.AuthenticatorCodeForm })));

type SignInInput = z.input<typeof SignInSchema>;
type SignInValues = z.output<typeof SignInSchema>;

/** The message for a sign-in attempt without an email or a password. */
export const MISSING_CREDENTIALS_MESSAGE = 'You must provide either an email or phone number and a password';

// The schema library loads with the first check (or ahead, once the visitor starts typing: auth-panel.tsx).
export const signInSchemaResolver = lazyResolver(() => import('@sandbank/shared').then(({ SignInForm }) => zodResolver(SignInForm)));

const signInResolver: Resolver<SignInInput, unknown, SignInValues> = async (values, context, options) => {
  if (!values.email.trim() || !values.password) {
    return { values: {}, errors: { root: { type: 'required', message: MISSING_CREDENTIALS_MESSAGE } } };
  }
  return signInSchemaResolver(values, context, options);
};

export function SignInForm({
  onNeedsConfirmation,
  onForgotPassword,
  onBackHome,
}: {
  onNeedsConfirmation: (credentials: Credentials) => void;
  /** Opens the forgotten-password steps with the email typed so far. */
  onForgotPassword: (email: string) => void;
  onBackHome: () => void;
}) {
  const toast = useToast();
  const [askingForCode, setAskingForCode] = useState(false);
  const {
    register,
    handleSubmit,
    setError,
    setFocus,
    getValues,
    formState: { errors, isSubmitting },
  } = useForm<SignInInput, unknown, SignInValues>({
    resolver: signInResolver,
    defaultValues: { email: '', password: '' },
  });

  const onValid = async ({ email, password }: SignInValues) => {
    try {
      const outcome = await signIn(email, password);
      if (outcome === 'confirmSignUp') {
        onNeedsConfirmation({ email, password });
        return;
      }
      if (outcome === 'authenticatorCode') {
        setAskingForCode(true);
        return;
      }
      toast({ title: 'Welcome back!', message: 'You have successfully signed in.', variant: 'success' });
    } catch (error) {
      if (error instanceof Error && error.name === 'UserNotConfirmedException') {
        onNeedsConfirmation({ email, password });
        return;
      }
      const message = authErrorMessage(error);
      setError('root', { type: 'server', message });
      toast({ title: 'Sign In Failed', message, variant: 'danger' });
    }
  };

  // Field problems show under the fields (the first one gets the focus); the missing-credentials
  // rule also gets the toast, and the focus goes to the first empty field.
  const onInvalid = (invalid: typeof errors) => {
    if (!invalid.root?.message) return;
    toast({ title: 'Sign In Failed', message: invalid.root.message, variant: 'danger' });
    setFocus(getValues('email').trim() ? 'password' : 'email');
  };

  const rootMessage = errors.root?.message;

  if (askingForCode) {
    return (
      <Suspense fallback={null}>
        <AuthenticatorCodeForm onBack={() => setAskingForCode(false)} />
      </Suspense>
    );
  }

  return (
    <Form
      noValidate
      onSubmit={(event) => void handleSubmit(onValid, onInvalid)(event)}
      data-testid="sign-in-form"
    >
      {rootMessage ? (
        <div className="alert alert-danger small py-2" role="alert" data-testid="sign-in-error">
          {rootMessage}
        </div>
      ) : null}
      <TextField
        groupClassName="mb-3"
        controlId="sign-in-email"
        label="Email"
        type="email"
        autoComplete="username"
        placeholder="you@example.com"
        registration={register('email')}
        error={errors.email}
      />
      <TextField
        groupClassName="mb-2"
        controlId="sign-in-password"
        label="Password"
        type="password"
        autoComplete="current-password"
        registration={register('password')}
        error={errors.password}
      />
      <div className="text-end mb-3">
        <Button
          type="button"
          variant="link"
          className="px-0 small text-decoration-none"
          onClick={() => onForgotPassword(getValues('email').trim())}
          data-testid="sign-in-forgot-password"
        >
          Forgot password?
        </Button>
      </div>
      <div className="d-grid gap-2">
        <SubmitButton busy={isSubmitting} testId="sign-in-submit">
          Sign In
        </SubmitButton>
        <Button type="button" variant="link" className="text-decoration-none" onClick={onBackHome} data-testid="sign-in-back-home">
          Back Home
        </Button>
      </div>
    </Form>
  );
}
