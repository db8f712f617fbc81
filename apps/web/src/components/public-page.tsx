import type { ReactNode } from 'react';
import { Anchor, Box, Container, Group, Text } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '@careroster/shared/paths';

const footerLinks = [
  { label: 'Terms of service', to: paths.termsOfServices },
  { label: 'Privacy policy', to: paths.privacyPolicy },
  { label: 'Charges', to: paths.charges },
  { label: 'Contact us', to: paths.contactUs },
];

/** The frame of every page outside the signed-in shell: sign-in, password, information pages. */
export function PublicPage({ children, size = 'xs' }: { children: ReactNode; size?: 'xs' | 'md' }) {
  return (
    <Box mih="100dvh" bg="gray.0" py="xl">
      <Container size={size} px="md">
        <Text component={Link} to={paths.landing} fw={700} size="xl" c="teal.8" td="none" display="inline-block" mb="lg">
          CareRoster
        </Text>
        <main>{children}</main>
        <Group component="footer" gap="md" mt="xl" justify="center">
          {footerLinks.map((link) => (
            <Anchor key={link.to} component={Link} to={link.to} size="sm" c="dimmed">
              {link.label}
            </Anchor>
          ))}
        </Group>
      </Container>
    </Box>
  );
}
