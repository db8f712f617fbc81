import type { ReactNode } from 'react';
import { Paper, Stack, Text, Title } from '@mantine/core';
import { PublicPage } from '../../../components/public-page';

export interface InfoSection {
  heading: string;
  body: ReactNode;
}

export const SUPPORT_EMAIL = 'support@careroster.example';

export function InfoArticle({ title, updated, sections }: { title: string; updated: string; sections: InfoSection[] }) {
  return (
    <PublicPage size="md">
      <Paper withBorder p={{ base: 'md', sm: 'xl' }} radius="md">
        <Title order={1} size="h2">
          {title}
        </Title>
        <Text size="sm" c="dimmed" mb="lg">
          Last updated {updated}
        </Text>
        <Stack gap="lg">
          {sections.map((section) => (
            <section key={section.heading}>
              <Title order={2} size="h4" mb="xs">
                {section.heading}
              </Title>
              <Text component="div" style={{ overflowWrap: 'break-word' }}>
                {section.body}
              </Text>
            </section>
          ))}
        </Stack>
      </Paper>
    </PublicPage>
  );
}
