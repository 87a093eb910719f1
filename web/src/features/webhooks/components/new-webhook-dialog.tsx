import { WEBHOOK_MAX_ENDPOINTS, type NewWebhookBody, type WebhookWithSecret } from '@sandbank/shared';
import { useEffect, useRef, useState } from 'react';
import Form from 'react-bootstrap/Form';
import { useForm } from 'react-hook-form';
import { useSubmission } from '../../../components/forms/use-submission';
import { reasonToast } from '../../../components/ui/failure-toast';
import { FormDialog } from '../../../components/ui/form-dialog';
import { TextField } from '../../../components/ui/form-field';
import { useCreateWebhook } from '../api/webhooks';
import { eventTypeGroups } from '../lib/event-type-groups';
import { emptyWebhookForm, formRefusal, refusedFields, webhookFormResolver, type WebhookFormValues } from '../lib/webhook-form';
import { webhookTexts } from '../lib/webhook-texts';

const groups = eventTypeGroups();

/**
 * Add endpoint: its URL (checked with the shared schema) and the events it receives, all of them
 * or the types ticked, grouped by area (shown once All events is unticked). The server's refusals show in the form: a URL it will not
 * call under the field, the sixth endpoint above the buttons. `onCreated` gets the answer, whose
 * secret is shown once.
 */
export function NewWebhookDialog({
  show,
  registered,
  onCreated,
  onClose,
}: {
  show: boolean;
  /** How many endpoints the customer has now. */
  registered: number;
  onCreated: (webhook: WebhookWithSecret) => void;
  onClose: () => void;
}) {
  const create = useCreateWebhook();
  const [refusal, setRefusal] = useState<string | null>(null);
  const refusalRef = useRef<HTMLDivElement>(null);
  // The refusal sits under a long form: on a phone it would be out of sight.
  useEffect(() => {
    if (refusal) refusalRef.current?.scrollIntoView({ block: 'nearest' });
  }, [refusal]);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    watch,
    formState: { errors, isSubmitting },
  } = useForm<WebhookFormValues, unknown, NewWebhookBody>({ resolver: webhookFormResolver, defaultValues: emptyWebhookForm });
  const allTypes = watch('allTypes');

  useEffect(() => {
    if (show) {
      reset(emptyWebhookForm);
      setRefusal(null);
    }
  }, [show, reset]);

  const { submit } = useSubmission({
    send: (body: NewWebhookBody) => create.mutateAsync(body),
    // A refusal the form shows (under a field, or above the buttons) is not toasted again.
    failureToast: (error) => (formRefusal(error) !== null || Object.keys(refusedFields(error)).length > 0 ? null : reasonToast(error, webhookTexts.createFailed)),
    serverFields: { of: refusedFields, mark: setError },
  });

  const onValid = async (body: NewWebhookBody) => {
    setRefusal(null);
    try {
      onCreated(await submit(body));
    } catch (error) {
      setRefusal(formRefusal(error));
    }
  };

  const typesErrorId = 'new-webhook-types-error';
  return (
    <FormDialog
      show={show}
      title="Add endpoint"
      description={
        <span data-testid="new-webhook-limit">
          {registered >= WEBHOOK_MAX_ENDPOINTS ? webhookTexts.atLimit : `${webhookTexts.limit} You have ${registered}.`}
        </span>
      }
      testId="new-webhook-dialog"
      submitLabel="Add endpoint"
      busy={isSubmitting}
      onSubmit={(event) => void handleSubmit(onValid)(event)}
      onClose={onClose}
    >
      <TextField
        groupClassName="mb-3"
        controlId="new-webhook-url"
        label="Endpoint URL"
        type="url"
        inputMode="url"
        autoComplete="off"
        spellCheck={false}
        placeholder="https://example.com/webhooks/sandbank"
        registration={register('url')}
        error={errors.url}
        errorTestId="new-webhook-url-error"
        hint="Each event is POSTed here as JSON, signed with the endpoint's secret."
      />
      <fieldset aria-describedby={errors.types ? typesErrorId : undefined} data-testid="new-webhook-types">
        <legend className="form-label fs-6 mb-2">Events to send</legend>
        <Form.Check type="checkbox" id="new-webhook-all" label="All events" className="mb-2" {...register('allTypes')} data-testid="new-webhook-all" />
        {allTypes ? null : (
          <div className="webhook-type-groups">
            {groups.map((group) => (
              <fieldset key={group.area} className="webhook-type-group" data-testid={`new-webhook-group-${group.area}`}>
                <legend className="small fw-semibold mb-1">{group.name}</legend>
                {group.types.map((type) => (
                  <Form.Check
                    key={type}
                    type="checkbox"
                    id={`new-webhook-type-${type}`}
                    value={type}
                    label={<code className="small">{type}</code>}
                    {...register('types')}
                    data-testid={`new-webhook-type-${type}`}
                  />
                ))}
              </fieldset>
            ))}
          </div>
        )}
        {errors.types ? (
          <p className="small text-danger mt-2 mb-0" id={typesErrorId} data-testid="new-webhook-types-error">
            {errors.types.message}
          </p>
        ) : null}
      </fieldset>
      {refusal ? (
        <div ref={refusalRef} className="alert alert-danger small mt-3 mb-0" role="alert" data-testid="new-webhook-refusal">
          {refusal}
        </div>
      ) : null}
    </FormDialog>
  );
}
