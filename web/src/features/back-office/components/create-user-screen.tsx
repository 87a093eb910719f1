import Card from 'react-bootstrap/Card';
import { useNavigate } from 'react-router';
import { PageHeader } from '../../../components/ui/page-header';
import { paths } from '../../../config/paths';
import { CreateUserForm } from './create-user-form';

/** Create User: a customer who can sign in at once; back to the users once created. */
export function CreateUserScreen() {
  const navigate = useNavigate();
  return (
    <div data-testid="admin-create-user">
      <PageHeader
        title="Create User"
        headingTestId="admin-create-user-title"
        description="A customer who can sign in at once with the password you set; their sandbox accounts open with them."
        back={{ to: paths.admin.users, label: 'Back to users', testId: 'admin-create-user-back' }}
      />
      <Card style={{ maxWidth: '40rem' }}>
        <Card.Body className="p-4">
          <CreateUserForm onCreated={() => void navigate(paths.admin.users)} />
        </Card.Body>
      </Card>
    </div>
  );
}
