import { Stack, Title } from '@mantine/core';
import { useParams } from 'react-router';
import { productMessages } from '@careroster/shared/messages';
import { PublicPage } from '../../../../components/public-page';
import { NurseMessages } from '../components/nurse-messages';

/**
 * Public `/nurse-messages/:token`, from the link in a message SMS (issue 16). The token reaches
 * the API in its header only; the page's own address is the one place it appears.
 */
export function NurseMessagesPage() {
  const { token = '' } = useParams();
  return (
    <PublicPage>
      <Stack gap="md">
        <Title order={1} size="h2">
          {productMessages.messagesTitle}
        </Title>
        <NurseMessages token={token} />
      </Stack>
    </PublicPage>
  );
}
