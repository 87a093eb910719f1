import { zodResolver } from '@hookform/resolvers/zod';
import { PASSWORD_MIN_LENGTH, SignUpForm as SignUpSchema } from '@sandbank/shared';
import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import Row from 'react-bootstrap/Row';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { SubmitButton, TextField } from '../../../components/ui/form-field';
import { useToast } from '../../../components/ui/toaster';
import { authErrorMessage, signUp } from '../../../lib/auth-actions';
import type { Credentials } from './credentials';

type SignUpInput = z.input<typeof SignUpSchema>;
type SignUpValues = z.output<typeof SignUpSchema>;

export const PASSWORD_POLICY_TEXT = `At least ${PASSWORD_MIN_LENGTH} characters. No other rules: a long passphrase is the strongest choice.`;

export function SignUpForm({
  onCodeSent,
  onSignedUp,
}: {
  onCodeSent: (credentials: Credentials) => void;
  onSignedUp: (credentials: Credentials) => Promise<void>;
}) {
  const toast = useToast();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<SignUpInput, unknown, SignUpValues>({
    resolver: zodResolver(SignUpSchema),
    defaultValues: { firstName: '', lastName: '', email: '', password: '' },
  });

  const onValid = async (values: SignUpValues) => {
    const credentials = { email: values.email, password: values.password };
    try {
      const { needsConfirmation } = await signUp(values);
      if (needsConfirmation) {
        toast({ title: 'Check your email', message: `We sent a confirmation code to ${values.email}.`, variant: 'info' });
        onCodeSent(credentials);
      } else {
        await onSignedUp(credentials);
      }
    } catch (error) {
      toast({ title: 'Sign Up Failed', message: authErrorMessage(error), variant: 'danger' });
    }
  };

  return (
    <Form noValidate onSubmit={(event) => void handleSubmit(onValid)(event)} data-testid="sign-up-form">
      <Row className="g-3 mb-3">
        <Col sm={6}>
          <TextField
            controlId="sign-up-first-name"
            label="First name"
            autoComplete="given-name"
            registration={register('firstName')}
            error={errors.firstName}
            errorTestId="sign-up-first-name-error"
          />
        </Col>
        <Col sm={6}>
          <TextField
            controlId="sign-up-last-name"
            label="Last name"
            autoComplete="family-name"
            registration={register('lastName')}
            error={errors.lastName}
            errorTestId="sign-up-last-name-error"
          />
        </Col>
      </Row>
      <TextField
        groupClassName="mb-3"
        controlId="sign-up-email"
        label="Email"
        type="email"
        autoComplete="email"
        placeholder="you@example.com"
        registration={register('email')}
        error={errors.email}
        errorTestId="sign-up-email-error"
      />
      <TextField
        groupClassName="mb-4"
        controlId="sign-up-password"
        label="Password"
        type="password"
        autoComplete="new-password"
        registration={register('password')}
        error={errors.password}
        errorTestId="sign-up-password-error"
        hint={PASSWORD_POLICY_TEXT}
        hintId="sign-up-password-policy"
      />
      <div className="d-grid">
        <SubmitButton busy={isSubmitting} testId="sign-up-submit">
          Create account
        </SubmitButton>
      </div>
    </Form>
  );
}
