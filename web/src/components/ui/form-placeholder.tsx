import Placeholder from 'react-bootstrap/Placeholder';

/** A form's loading state: a label and a field per expected field, so the page does not move when the form arrives. */
export function FormPlaceholder({ fields, testId }: { fields: number; testId: string }) {
  return (
    <Placeholder as="div" animation="glow" data-testid={testId}>
      {Array.from({ length: fields }, (_, field) => (
        <div className="mb-4" key={field}>
          <Placeholder xs={3} className="mb-2" />
          <Placeholder xs={12} size="lg" />
        </div>
      ))}
    </Placeholder>
  );
}
