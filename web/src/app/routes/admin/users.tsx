import { ButtonLink } from '../../../components/ui/button-link';
import { PageHeader } from '../../../components/ui/page-header';
import { paths } from '../../../config/paths';
import { UsersScreen } from '../../../features/back-office/components/users-screen';

export function AdminUsersRoute() {
  return (
    <div data-testid="admin-users">
      <PageHeader
        title="Users"
        headingTestId="admin-users-title"
        description="Find a customer by email or name; adjust their balance, post a transaction or reset their password."
        actions={
          <ButtonLink to={paths.admin.createUser} variant="primary" data-testid="admin-users-create">
            Create User
          </ButtonLink>
        }
      />
      <UsersScreen />
    </div>
  );
}
