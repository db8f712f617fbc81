import { NavLink } from '@mantine/core';
import { Link, useLocation } from 'react-router';
import { can } from '@careroster/shared/roles';
import { useAppStore } from '../../store/app-store';
import { navigation, type NavItem } from '../navigation';

const isWithin = (pathname: string, path: string) => pathname === path || pathname.startsWith(`${path}/`);

export function NavMenu({ onNavigate }: { onNavigate: () => void }) {
  const role = useAppStore((state) => state.auth.role);
  const { pathname } = useLocation();
  const allowed = (item: NavItem) => item.permission === undefined || can(role, item.permission);

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
              label={item.label}
              active={active}
              variant="filled"
              aria-current={pathname === item.path ? 'page' : undefined}
              onClick={onNavigate}
            />
          );
        }
        return (
          <NavLink key={item.path} label={item.label} active={active} variant="subtle" defaultOpened={active} childrenOffset="md">
            {children.map((child) => (
              <NavLink
                key={child.path}
                component={Link}
                to={child.path}
                label={child.label}
                active={pathname === child.path}
                variant="filled"
                aria-current={pathname === child.path ? 'page' : undefined}
                onClick={onNavigate}
              />
            ))}
          </NavLink>
        );
      })}
    </nav>
  );
}
