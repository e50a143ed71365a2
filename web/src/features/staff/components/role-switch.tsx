import { Menu } from '@mantine/core';
import { IconCheck, IconUserCog } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import type { Role } from '@bilim/contract/constants';
import { paths } from '@/config/paths';
import { notifySuccess } from '@/lib/notify';
import { useSession } from '@/lib/session';
import { useSwitchRole } from '../api/session';

/**
 * Switch-to-role in the user menu, for staff holding several roles: act as one of them (the menu
 * then shows that role's areas only) or as all of them. Not while signed in as someone else.
 */
export function RoleSwitchItems() {
  const { t } = useTranslation('staff');
  const session = useSession();
  const switchRole = useSwitchRole();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  if (!session || session.impersonator || session.roles.length < 2) return null;
  const acting = session.acting_role ?? null;
  const choose = (role: Role | null) =>
    switchRole.mutate(role, {
      onSuccess: () => {
        notifySuccess(
          role ? t('roleSwitch.switched', { role: t(`roles.${role}`) }) : t('roleSwitch.all'),
        );
        // An area left behind by the switch is left for the start of the one now open.
        if (pathname.startsWith('/support') || pathname.startsWith('/admin')) {
          void navigate(role === 'admin' ? paths.admin.getHref() : paths.home.getHref());
        }
      },
    });
  const choices: Array<Role | null> = [null, ...session.roles];
  return (
    <>
      <Menu.Divider />
      <Menu.Label>{t('roleSwitch.label')}</Menu.Label>
      {choices.map((role) => (
        <Menu.Item
          key={role ?? 'all'}
          leftSection={
            acting === role ? (
              <IconCheck size={16} aria-hidden />
            ) : (
              <IconUserCog size={16} aria-hidden />
            )
          }
          aria-current={acting === role ? 'true' : undefined}
          onClick={() => acting !== role && choose(role)}
          data-testid={`role-switch-${role ?? 'all'}`}
        >
          {role ? t(`roles.${role}`) : t('roleSwitch.allRoles')}
        </Menu.Item>
      ))}
    </>
  );
}
