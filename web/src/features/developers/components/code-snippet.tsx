import { CopyButton } from '../../../components/ui/copy-button';

/** A titled block of code with its copy button; the block scrolls sideways and takes keyboard focus to do so. */
export function CodeSnippet({ title, code, testId }: { title: string; code: string; testId: string }) {
  return (
    <figure className="developers-snippet mb-4" data-testid={testId}>
      <figcaption className="d-flex justify-content-between align-items-center gap-2 mb-2">
        <span className="fw-semibold">{title}</span>
        <CopyButton text={code} label={`the ${title} snippet`} testId={`${testId}-copy`} />
      </figcaption>
      {/* A scrollable region must be reachable by keyboard. */}
      <pre className="developers-code mb-0" tabIndex={0} aria-label={`${title} snippet`}>
        <code data-testid={`${testId}-code`}>{code}</code>
      </pre>
    </figure>
  );
}
