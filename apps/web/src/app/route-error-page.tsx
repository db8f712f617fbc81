import { Button } from '@mantine/core';
import { messages } from '@careroster/shared/messages';
import { EmptyState } from '../components/empty-state';

/** A page that throws while rendering gets this instead of a blank screen. */
export function RouteErrorPage() {
  return (
    <EmptyState
      title={messages.somethingWentWrong}
      description="Reload the page to try again. If it keeps happening, tell us what you were doing."
      action={<Button onClick={() => window.location.reload()}>Reload</Button>}
    />
  );
}
