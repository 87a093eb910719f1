import Card from 'react-bootstrap/Card';
import ListGroup from 'react-bootstrap/ListGroup';
import { ChevronRightIcon, StatementIcon } from '../../../components/ui/app-icons';
import '../dashboard.css';

/** Shortcuts below the quick actions; each opens a dialog the page composes. */
export function QuickLinks({ onDownloadStatements }: { onDownloadStatements: () => void }) {
  return (
    <Card data-testid="quick-links">
      <Card.Body className="pb-2">
        <Card.Title as="h2" className="h6 text-body-secondary text-uppercase small fw-semibold mb-2">
          Quick links
        </Card.Title>
      </Card.Body>
      <ListGroup variant="flush" className="quick-links">
        <ListGroup.Item
          action
          as="button"
          type="button"
          onClick={onDownloadStatements}
          className="d-flex align-items-center gap-3 py-3"
          data-testid="quick-link-download-statements"
        >
          <span className="quick-action-icon flex-shrink-0">
            <StatementIcon size={20} />
          </span>
          <span className="flex-grow-1 text-start">
            <span className="d-block fw-semibold small">Download Statements</span>
            <span className="d-block text-body-secondary quick-action-description">CSV or PDF statement of an account for any month</span>
          </span>
          <ChevronRightIcon size={18} className="text-body-secondary" />
        </ListGroup.Item>
      </ListGroup>
    </Card>
  );
}
