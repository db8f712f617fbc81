import { Button } from '@mantine/core';
import { Link } from 'react-router';
import { productMessages } from '@careroster/shared/messages';
import { paths } from '@careroster/shared/paths';
import { EmptyState } from '../components/empty-state';

export function NotFoundPage() {
  return (
    <EmptyState
      title="Page not found"
      description={productMessages.routeNotFound}
      action={
        <Button component={Link} to={paths.dashboard}>
          Go to the dashboard
        </Button>
      }
    />
  );
}
