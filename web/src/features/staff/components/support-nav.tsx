import { Alert, Button, Group } from '@mantine/core';
import {
  IconAd2,
  IconDashboard,
  IconFlag,
  IconMessages,
  IconPhoto,
  IconUserSearch,
} from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import type { Permission } from '@bilim/contract/permissions';
import { PageTitle } from '@/components/page-title';
import { paths } from '@/config/paths';
import { supportPaths } from '@/config/support-paths';
import { usePermissions } from '@/lib/permissions';

interface Section {
  key: string;
  to: string;
  /** Paths of the section's own pages (the list's and its records'). */
  prefixes: string[];
  permission: Permission;
  icon: ReactNode;
}

const SECTIONS: Section[] = [
  {
    key: 'dashboard',
    to: paths.support.getHref(),
    prefixes: [],
    permission: 'access:support',
    icon: <IconDashboard size={16} aria-hidden />,
  },
  {
    key: 'complaints',
    to: supportPaths.complaints.getHref(),
    prefixes: ['/support/complaints'],
    permission: 'manage:complaint',
    icon: <IconFlag size={16} aria-hidden />,
  },
  {
    key: 'users',
    to: supportPaths.users.getHref(),
    prefixes: ['/support/users'],
    permission: 'read:user:any',
    icon: <IconUserSearch size={16} aria-hidden />,
  },
  {
    key: 'chats',
    to: supportPaths.chats.getHref(),
    prefixes: ['/support/chats', '/support/chat/'],
    permission: 'answer:support_chat',
    icon: <IconMessages size={16} aria-hidden />,
  },
  {
    key: 'advertisement',
    to: supportPaths.advertisement.getHref(),
    prefixes: ['/support/advertisement'],
    permission: 'manage:vip',
    icon: <IconAd2 size={16} aria-hidden />,
  },
  {
    key: 'slider',
    to: supportPaths.slider.getHref(),
    prefixes: ['/support/slider'],
    permission: 'manage:slides',
    icon: <IconPhoto size={16} aria-hidden />,
  },
];

const sectionOf = (pathname: string) =>
  SECTIONS.find((section) => section.prefixes.some((prefix) => pathname.startsWith(prefix))) ??
  SECTIONS[0]!;

/** The support area's sections the acting roles may use, as links (the current one marked). */
export function SupportNav() {
  const { t } = useTranslation('staff');
  const can = usePermissions();
  const current = sectionOf(useLocation().pathname).key;
  return (
    <Group component="nav" aria-label={t('nav.label')} gap={6} mb="lg" wrap="wrap">
      {SECTIONS.filter((section) => can(section.permission)).map((section) => (
        <Button
          key={section.key}
          component={Link}
          to={section.to}
          size="compact-md"
          variant={section.key === current ? 'light' : 'subtle'}
          leftSection={section.icon}
          aria-current={section.key === current ? 'page' : undefined}
          data-testid={`support-nav-${section.key}`}
        >
          {t(`nav.${section.key}`)}
        </Button>
      ))}
    </Group>
  );
}

/**
 * The current section's screen, or a plain "not for your role" when the acting roles lack its
 * permission (a link typed or kept from another role): its calls would only answer 403 one by one.
 */
export function SupportSectionGate({ children }: { children: ReactNode }) {
  const { t } = useTranslation('staff');
  const can = usePermissions();
  const section = sectionOf(useLocation().pathname);
  if (can(section.permission)) return children;
  // Headed like the section's own page, so the page keeps its one main heading and tab title.
  return (
    <>
      <PageTitle>{t(`nav.${section.key}`)}</PageTitle>
      <Alert color="yellow" title={t('nav.notForRole')} data-testid="support-not-for-role">
        {t('nav.notForRoleText')}
      </Alert>
    </>
  );
}
