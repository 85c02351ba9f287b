import { Button, Menu } from '@mantine/core';
import { IconChevronDown, IconKey, IconLogout, IconUser } from '@tabler/icons-react';
import { useNavigate } from 'react-router';
import type { Session } from '../lib/session';
import { t } from '../locales/ar';

/**
 * The header's account menu (decision 0049): the signed-in name and role open a menu of
 * «معلوماتي» (/users/me), «تغيير كلمة المرور» (/users/me/password) and «تسجيل الخروج», so one tap
 * on the name never signs out by itself. Every target is at least 44 px high (a touch screen).
 */
export function AccountMenu({ session, onSignOut }: { session: Session; onSignOut: () => void }) {
  const navigate = useNavigate();
  const role = t.common.roles[session.role] ?? session.role;
  const text = t.users.menu;
  return (
    <Menu position="bottom-end" width={220} shadow="md">
      <Menu.Target>
        <Button
          variant="light"
          color="gray"
          h={44}
          rightSection={<IconChevronDown size={18} aria-hidden />}
          data-testid="account-menu"
        >
          {session.username} · {role}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item
          mih={44}
          leftSection={<IconUser size={18} aria-hidden />}
          onClick={() => navigate('/users/me')}
          data-testid="menu-me"
        >
          {text.me}
        </Menu.Item>
        <Menu.Item
          mih={44}
          leftSection={<IconKey size={18} aria-hidden />}
          onClick={() => navigate('/users/me/password')}
          data-testid="menu-password"
        >
          {text.password}
        </Menu.Item>
        <Menu.Divider />
        <Menu.Item
          mih={44}
          color="red"
          leftSection={<IconLogout size={18} aria-hidden />}
          onClick={onSignOut}
          data-testid="signout"
        >
          {text.signOut}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
