import { Group, NavLink } from '@mantine/core';
import { Link, useLocation } from 'react-router';
import { callerCan } from '@careroster/shared/roles';
import { useUnreadMessages } from '../../features/messages';
import { UnreadBadge } from '../../features/messages';
import { useAppStore } from '../../store/app-store';
import { navigation, type NavItem } from '../navigation';

const isWithin = (pathname: string, path: string) => pathname === path || pathname.startsWith(`${path}/`);

export function NavMenu({ onNavigate }: { onNavigate: () => void }) {
  const role = useAppStore((state) => state.auth.role);
  const memberships = useAppStore((state) => state.facility.facilities);
  const { pathname } = useLocation();
  const allowed = (item: NavItem) => item.permission === undefined || callerCan(role, memberships, item.permission);
  const unread = useUnreadMessages().data?.messages ?? 0;
  // The badge reads "3 unread" with the label, so the link's name carries the count.
  const labelOf = (item: NavItem) => ({
    label:
      item.counter === 'unreadMessages' && unread > 0 ? (
        <Group gap={6} wrap="nowrap" component="span">
          {/* The space keeps "Conversations 3 unread" apart in the link's name. */}
          <span>{`${item.label} `}</span>
          <UnreadBadge count={unread} />
        </Group>
      ) : (
        item.label
      ),
  });

  return (
    <nav aria-label="Main">
      {navigation.filter(allowed).map((item) => {
        const children = item.children?.filter(allowed) ?? [];
        const active = isWithin(pathname, item.path) || children.some((child) => isWithin(pathname, child.path));
        if (children.length === 0) {
          return (
            <NavLink
              key={item.path}
              component={Link}
              to={item.path}
              active={active}
              variant="filled"
              aria-current={pathname === item.path ? 'page' : undefined}
              onClick={onNavigate}
              {...labelOf(item)}
            />
          );
        }
        return (
          <NavLink key={item.path} active={active} variant="subtle" defaultOpened={active} childrenOffset="md" {...labelOf(item)}>
            {children.map((child) => (
              <NavLink
                key={child.path}
                component={Link}
                to={child.path}
                active={pathname === child.path}
                variant="filled"
                aria-current={pathname === child.path ? 'page' : undefined}
                onClick={onNavigate}
                {...labelOf(child)}
              />
            ))}
          </NavLink>
        );
      })}
    </nav>
  );
}
