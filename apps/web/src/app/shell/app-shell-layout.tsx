import './shell-styles';
import { useEffect } from 'react';
import { AppShell, Burger, Group, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { Link, Navigate, Outlet } from 'react-router';
import { paths } from '@careroster/shared/paths';
import { PageLoader } from '../../components/page-loader';
import { profileQueryOptions } from '../../features/auth';
import { NotificationBell } from '../../features/notifications';
import { useForegroundNotifications } from '../../features/notifications';
import { useAppStore } from '../../store/app-store';
import { useLiveUpdates } from '../live-updates';
import { preloadShellPages } from '../shell-pages';
import { FacilitySwitcher } from './facility-switcher';
import { NavMenu } from './nav-menu';
import { UserMenu } from './user-menu';

export function AppShellLayout() {
  const [navOpened, { toggle, close }] = useDisclosure(false);
  const setProfile = useAppStore((state) => state.setProfile);
  // The stored profile may be stale (role or facilities changed); refresh it quietly on entry,
  // one of the first loads that spec 000 section 8 keeps silent on a 500.
  const profile = useQuery(profileQueryOptions({ quietServerError: true }));
  const facilityId = useAppStore((state) => state.facility.facilityId);
  const role = useAppStore((state) => state.facility.roleInfo?.role);
  const memberships = useAppStore((state) => state.facility.facilities);
  useLiveUpdates({ onNotification: useForegroundNotifications() });

  useEffect(() => {
    if (profile.data) setProfile(profile.data);
  }, [profile.data, setProfile]);

  // The other pages' chunks are fetched at the user's first sign of life (a pointer move, a touch,
  // a key), still ahead of a click, rather than when the browser turns idle: fetching and parsing
  // them at idle time made the first page's load 424 KB and blocked its main thread (decision 060).
  useEffect(() => {
    const intents = ['pointermove', 'pointerdown', 'keydown'] as const;
    const preload = () => {
      stop();
      preloadShellPages(role, memberships);
    };
    const stop = () => intents.forEach((intent) => window.removeEventListener(intent, preload));
    intents.forEach((intent) => window.addEventListener(intent, preload, { passive: true }));
    return stop;
  }, [role, memberships]);

  // An owner whose company setup is open has no facility yet: the wizard is her only page (decision 080).
  // Without a facility no page may ask for one's data before the profile says which case it is.
  if (profile.data?.facilities.length === 0) return <Navigate to={paths.setup} replace />;
  if (facilityId === null && profile.isPending) return <PageLoader />;

  return (
    <AppShell header={{ height: 56 }} navbar={{ width: 240, breakpoint: 'sm', collapsed: { mobile: !navOpened } }} padding="md">
      <AppShell.Header>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap" gap="sm">
          <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
            <Burger
              opened={navOpened}
              onClick={toggle}
              hiddenFrom="sm"
              size="sm"
              aria-label={navOpened ? 'Close navigation' : 'Open navigation'}
            />
            <Text component={Link} to={paths.dashboard} fw={700} size="lg" c="teal.9" td="none" visibleFrom="xs">
              CareRoster
            </Text>
          </Group>
          <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
            <FacilitySwitcher />
            <NotificationBell />
            <UserMenu />
          </Group>
        </Group>
      </AppShell.Header>
      <AppShell.Navbar p="xs">
        <NavMenu onNavigate={close} />
      </AppShell.Navbar>
      <AppShell.Main>
        {/* Keyed by facility: after a switch every page mounts again with the new facility's query keys. */}
        <Outlet key={facilityId ?? 'none'} />
      </AppShell.Main>
    </AppShell>
  );
}
