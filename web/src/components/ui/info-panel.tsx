import type { ReactNode } from 'react';
import Card from 'react-bootstrap/Card';

/** The panel beside a money form: how the feature works, as a list of checked facts, and an optional footnote. */
export function InfoPanel({ title, facts, footnote, testId }: { title: string; facts: readonly string[]; footnote?: ReactNode; testId: string }) {
  return (
    <Card className="info-panel" data-testid={testId}>
      <Card.Body className="p-4">
        <h2 className="h6 fw-semibold mb-3">{title}</h2>
        <ul className="list-unstyled mb-0 d-flex flex-column gap-3">
          {facts.map((fact) => (
            <li key={fact} className="d-flex gap-2">
              <span className="info-panel-check" aria-hidden="true">
                ✓
              </span>
              <span>{fact}</span>
            </li>
          ))}
        </ul>
        {footnote ? <p className="small text-body-secondary border-top pt-3 mt-4 mb-0">{footnote}</p> : null}
      </Card.Body>
    </Card>
  );
}
