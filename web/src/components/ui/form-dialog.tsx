import { useId, type FormEventHandler, type ReactNode } from 'react';
import Button from 'react-bootstrap/Button';
import CloseButton from 'react-bootstrap/CloseButton';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';

/** A dialog around one form: named by its title, closed by its X or Cancel. */
export function FormDialog({
  show,
  title,
  description,
  testId,
  submitLabel,
  submitVariant = 'primary',
  busy,
  onSubmit,
  onClose,
  children,
}: {
  show: boolean;
  title: string;
  description?: ReactNode;
  testId: string;
  submitLabel: string;
  submitVariant?: 'primary' | 'danger';
  busy: boolean;
  onSubmit: FormEventHandler<HTMLFormElement>;
  onClose: () => void;
  children: ReactNode;
}) {
  const titleId = useId();
  return (
    <Modal show={show} onHide={onClose} centered aria-labelledby={titleId} data-testid={testId}>
      <Form noValidate onSubmit={onSubmit}>
        <Modal.Header>
          <Modal.Title as="h2" className="h5" id={titleId}>
            {title}
          </Modal.Title>
          <CloseButton aria-label="Close" onClick={onClose} data-testid={`${testId}-close`} />
        </Modal.Header>
        <Modal.Body>
          {description ? <p className="text-body-secondary small">{description}</p> : null}
          {children}
        </Modal.Body>
        <Modal.Footer>
          <Button variant="outline-secondary" onClick={onClose} disabled={busy} data-testid={`${testId}-cancel`}>
            Cancel
          </Button>
          <Button type="submit" variant={submitVariant} disabled={busy} data-testid={`${testId}-submit`}>
            {busy ? <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" /> : null}
            {submitLabel}
          </Button>
        </Modal.Footer>
      </Form>
    </Modal>
  );
}
