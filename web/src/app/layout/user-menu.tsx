import { Indicator, Menu } from '@mantine/core';
import {
  IconBriefcase,
  IconHeart,
  IconHeadset,
  IconHelp,
  IconHome,
  IconInfoCircle,
  IconLogin,
  IconLogout,
  IconMessages,
  IconSettings,
  IconShieldLock,
  IconUserCircle,
  IconWallet,
} from '@tabler/icons-react';
import { Link, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useLogout } from '@/features/auth/api/logout';
import { RoleSwitchItems } from '@/features/staff/components/role-switch';
import { useUnreadChatCount } from '@/features/chats/api/get-chat-summary';
import { chatStartHref } from '@/features/chats/lib/chat-target';
import { formatCount } from '@/lib/format';
import { currentLanguage } from '@/lib/i18n';
import { isAdmin, isSupport, useSession } from '@/lib/session';
import { loginHrefBackTo, paths } from '@/config/paths';
import { UserButton } from './user-button';

const SIGNED_IN_ITEMS = [
  { name: 'main', to: paths.home.getHref(), icon: IconHome },
  { name: 'chat', to: paths.chat.getHref(), icon: IconMessages },
  { name: 'favorites', to: paths.favoriteCards.getHref(), icon: IconHeart },
  { name: 'account', to: paths.account.getHref(), icon: IconWallet },
  { name: 'cabinet', to: paths.cabinet.getHref(), icon: IconBriefcase },
  { name: 'profile', to: paths.profile.getHref(), icon: IconSettings },
  { name: 'about', to: paths.about.getHref(), icon: IconInfoCircle },
  { name: 'help', to: chatStartHref({ kind: 'support' }), icon: IconHelp },
] as const;

/** Beyond this the mark on the button says "99+" (its label says the number). */
const MARK_MAX = 99;

/** The user menu (spec §2): the signed-in set, or Log In alone; "Chat (n)" with unread messages. */
export function UserMenu({ compact = false }: { compact?: boolean }) {
  const { t, i18n } = useTranslation();
  const language = currentLanguage(i18n);
  const session = useSession();
  const location = useLocation();
  const logout = useLogout();
  const unread = useUnreadChatCount(session !== null).data ?? 0;

  if (!session) {
    return (
      <Menu position="bottom-end" width={200} withinPortal>
        <Menu.Target>
          <UserButton compact={compact} />
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Item
            component={Link}
            to={loginHrefBackTo(location)}
            data-testid="user-menu-login"
            leftSection={<IconLogin size={16} aria-hidden />}
          >
            {t('userMenu.login')}
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
    );
  }

  // Unread messages show on the button too, where a phone's user sees them without opening it.
  const unreadMark =
    unread > 0 ? (
      <Indicator
        inline
        size={16}
        offset={2}
        color="red"
        withBorder
        label={unread > MARK_MAX ? `${MARK_MAX}+` : formatCount(unread, language)}
        data-testid="user-menu-unread"
      >
        <IconUserCircle size={18} aria-hidden />
      </Indicator>
    ) : undefined;

  return (
    <Menu position="bottom-end" width={240} withinPortal>
      <Menu.Target>
        <UserButton
          compact={compact}
          icon={unreadMark}
          // Only with unread messages: an undefined label would take the button's own away.
          {...(unread > 0 && {
            'aria-label': t('userMenu.labelUnread', {
              name: session.name,
              count: unread,
              number: formatCount(unread, language),
            }),
          })}
        />
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{session.name}</Menu.Label>
        {SIGNED_IN_ITEMS.map(({ name, to, icon: Icon }) => (
          <Menu.Item
            key={name}
            component={Link}
            to={to}
            data-testid={`user-menu-${name}`}
            leftSection={<Icon size={16} aria-hidden />}
          >
            {name === 'chat' && unread > 0
              ? t('userMenu.chatUnread', { count: formatCount(unread, language) })
              : t(`userMenu.${name}`)}
          </Menu.Item>
        ))}
        {isAdmin(session) && (
          <Menu.Item
            component={Link}
            to={paths.admin.getHref()}
            data-testid="user-menu-admin"
            leftSection={<IconShieldLock size={16} aria-hidden />}
          >
            {t('userMenu.admin')}
          </Menu.Item>
        )}
        {isSupport(session) && (
          <Menu.Item
            component={Link}
            to={paths.support.getHref()}
            data-testid="user-menu-support"
            leftSection={<IconHeadset size={16} aria-hidden />}
          >
            {t('userMenu.support')}
          </Menu.Item>
        )}
        <RoleSwitchItems />
        <Menu.Divider />
        <Menu.Item
          color="red"
          data-testid="user-menu-logout"
          leftSection={<IconLogout size={16} aria-hidden />}
          onClick={() => void logout()}
        >
          {t('userMenu.logout')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
