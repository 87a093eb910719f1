import { zodResolver } from '@hookform/resolvers/zod';
import { UpdateProfileBody, type Profile } from '@sandbank/shared';
import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import Row from 'react-bootstrap/Row';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { SubmitButton, TextField } from '../../../components/ui/form-field';
import { reasonToast } from '../../../components/ui/failure-toast';
import { useToast } from '../../../components/ui/toaster';
import { useUpdateMe } from '../api/updateMe';

type ProfileInput = z.input<typeof UpdateProfileBody>;
type ProfileValues = z.output<typeof UpdateProfileBody>;

const valuesOf = (profile: Profile): ProfileInput => ({
  firstName: profile.firstName ?? '',
  lastName: profile.lastName ?? '',
  phone: profile.phone ?? '',
  address: profile.address ?? '',
});

/** Names (required), phone and address (blank → none), and the email, which cannot change here. */
export function ProfileForm({ profile }: { profile: Profile }) {
  const toast = useToast();
  const update = useUpdateMe();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<ProfileInput, unknown, ProfileValues>({ resolver: zodResolver(UpdateProfileBody), defaultValues: valuesOf(profile) });

  const onValid = async (values: ProfileValues) => {
    try {
      reset(valuesOf(await update.mutateAsync(values)));
      toast({ title: 'Profile Updated', message: 'Your changes have been saved.', variant: 'success' });
    } catch (error) {
      toast(reasonToast(error, 'Your changes could not be saved. Please try again.', 'Update Failed'));
    }
  };

  return (
    <Form noValidate onSubmit={(event) => void handleSubmit(onValid)(event)} data-testid="profile-form">
      <Row className="g-3 mb-3">
        <Col sm={6}>
          <TextField controlId="profile-first-name" label="First name" autoComplete="given-name" registration={register('firstName')} error={errors.firstName} errorTestId="profile-first-name-error" />
        </Col>
        <Col sm={6}>
          <TextField controlId="profile-last-name" label="Last name" autoComplete="family-name" registration={register('lastName')} error={errors.lastName} errorTestId="profile-last-name-error" />
        </Col>
      </Row>
      <Form.Group className="mb-3" controlId="profile-email">
        <Form.Label>Email</Form.Label>
        <Form.Control type="email" value={profile.email} readOnly aria-describedby="profile-email-hint" data-testid="profile-email" />
        <Form.Text id="profile-email-hint" muted data-testid="profile-email-hint">
          Email cannot be changed. Contact support if needed.
        </Form.Text>
      </Form.Group>
      <TextField
        groupClassName="mb-3"
        controlId="profile-phone"
        label={
          <>
            Phone <span className="text-body-secondary fw-normal">(optional)</span>
          </>
        }
        type="tel"
        autoComplete="tel"
        placeholder="+1 555 0100"
        registration={register('phone')}
        error={errors.phone}
        errorTestId="profile-phone-error"
      />
      <TextField
        groupClassName="mb-4"
        controlId="profile-address"
        label={
          <>
            Address <span className="text-body-secondary fw-normal">(optional)</span>
          </>
        }
        as="textarea"
        rows={2}
        autoComplete="street-address"
        registration={register('address')}
        error={errors.address}
        errorTestId="profile-address-error"
      />
      <SubmitButton busy={isSubmitting} testId="profile-save">
        {isSubmitting ? 'Saving…' : 'Save Changes'}
      </SubmitButton>
    </Form>
  );
}
