import { Avatar, Menu, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { productMessages } from '@careroster/shared/messages';
import { notificationSettingsPath, paths } from '@careroster/shared/paths';
import { showToast } from '../../api/toasts';
import { useLogout } from '../../features/auth';
import { forgetPushOnThisBrowser } from '../../features/notifications';
import { useAppStore } from '../../store/app-store';

export function UserMenu() {
  const profile = useAppStore((state) => state.auth.profile);
  const reset = useAppStore((state) => state.reset);
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const logout = useLogout();

  const name = profile ? `${profile.first_name} ${profile.last_name}` : 'Account';
  const initials = profile ? `${profile.first_name.charAt(0)}${profile.last_name.charAt(0)}` : '';

  const signOut = async () => {
    // The local session ends even when the server cannot be reached: a shared ward computer
    // must not stay signed in because the network is down.
    // This browser also stops its push subscription (the server drops the session's at sign-out).
    await Promise.all([logout.mutateAsync().catch(() => undefined), forgetPushOnThisBrowser()]);
    reset();
    queryClient.clear();
    showToast('info', productMessages.signedOut);
    await navigate(paths.login, { replace: true });
  };

  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        {/* The initials are a picture of the name, not a label: the button is named by its hidden text,
            so no aria-label hides what is on screen (axe label-content-name-mismatch). */}
        <UnstyledButton>
          <Avatar radius="xl" color="teal" aria-hidden="true">
            {initials}
          </Avatar>
          <VisuallyHidden>Account menu for {name}</VisuallyHidden>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{profile?.email ?? name}</Menu.Label>
        <Menu.Item onClick={() => void navigate(notificationSettingsPath)}>{productMessages.notificationSettingsTitle}</Menu.Item>
        <Menu.Item onClick={() => void navigate(paths.security)}>{productMessages.securityTitle}</Menu.Item>
        <Menu.Item onClick={() => void signOut()} disabled={logout.isPending}>
          Sign out
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
