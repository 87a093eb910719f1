import type { SandboxMail as Mail } from '@sandbank/shared';
import Button from 'react-bootstrap/Button';
import Placeholder from 'react-bootstrap/Placeholder';
import { QueryState } from '../../../components/ui/query-state';
import { useToast } from '../../../components/ui/toaster';
import { formatDateLabel } from '../../../lib/format';
import { useSandboxMail } from '../api/sandbox';

const timeOfDay = new Intl.DateTimeFormat('en-US', { timeStyle: 'short' });

function CopyCode({ code }: { code: string }) {
  const toast = useToast();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(code);
      toast({ title: 'Code Copied', message: `${code} is on your clipboard.`, variant: 'success' });
    } catch {
      toast({ title: 'Copy Failed', message: 'Your browser did not allow copying. Select the code and copy it yourself.', variant: 'danger' });
    }
  };
  return (
    <span className="d-inline-flex align-items-center gap-2">
      <code className="sandbox-code" data-testid="sandbox-mail-code">
        {code}
      </code>
      <Button size="sm" variant="outline-primary" aria-label={`Copy code ${code}`} onClick={() => void copy()} data-testid="sandbox-mail-copy">
        Copy
      </Button>
    </span>
  );
}

function MailRow({ mail }: { mail: Mail }) {
  return (
    <li className="sandbox-mail" data-testid="sandbox-mail-item" data-mail-id={mail.id}>
      <div className="d-flex justify-content-between align-items-start gap-2">
        <span className="fw-semibold text-break" data-testid="sandbox-mail-subject">
          {mail.subject}
        </span>
        <span className="small text-body-secondary text-nowrap" data-testid="sandbox-mail-time">
          {formatDateLabel(mail.sentAt)}, {timeOfDay.format(new Date(mail.sentAt))}
        </span>
      </div>
      {mail.codes.length > 0 ? (
        <div className="d-flex flex-wrap gap-3 mt-2" data-testid="sandbox-mail-codes">
          {mail.codes.map((code) => (
            <CopyCode key={code} code={code} />
          ))}
        </div>
      ) : null}
      <details className="mt-2 small">
        <summary data-testid="sandbox-mail-show">Show message</summary>
        <p className="sandbox-mail-text mt-2 mb-0" data-testid="sandbox-mail-text">
          {mail.text}
        </p>
      </details>
    </li>
  );
}

/** What the bank emailed the test customer in the last day, newest first: no mailbox needed to read a code. */
export function SandboxMail() {
  const mail = useSandboxMail();
  return (
    <section aria-labelledby="sandbox-mail-heading" data-testid="sandbox-mail">
      <h3 className="h6 fw-semibold" id="sandbox-mail-heading">
        Recent mail
      </h3>
      <QueryState
        query={mail}
        testId="sandbox-mail"
        errorMessage="Your mail could not be loaded."
        loading={
          <Placeholder as="div" animation="glow">
            <Placeholder xs={12} className="rounded" style={{ height: 48 }} />
          </Placeholder>
        }
        isEmpty={(page) => page.items.length === 0}
        empty={
          <p className="small text-body-secondary mb-0" data-testid="sandbox-mail-empty">
            No mail in the last 24 hours. Codes the bank emails you, a wire's for one, show up here.
          </p>
        }
      >
        {(page) => (
          <ul className="list-unstyled mb-0 sandbox-list" data-testid="sandbox-mail-list">
            {page.items.map((item) => (
              <MailRow key={item.id} mail={item} />
            ))}
          </ul>
        )}
      </QueryState>
    </section>
  );
}
