import { Box, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNotificationSettings } from '@/features/notifications/api/get-notification-settings';
import { NotificationSettings } from '@/features/notifications/components/notification-settings';
import { useProfile } from '@/features/profile/api/get-profile';
import { EmailConfirmationNotice } from '@/features/profile/components/email-confirmation-notice';
import { PasswordForm } from '@/features/profile/components/password-form';
import { ProfileForm } from '@/features/profile/components/profile-form';
import { RestrictionsNotice } from '@/features/profile/components/restrictions-notice';
import { SessionsList } from '@/features/profile/components/sessions-list';
import { SignInMethods } from '@/features/profile/components/sign-in-methods';
import { useSocialProviders } from '@/features/auth/api/social';
import { PageTitle } from '@/components/page-title';
import { ErrorState, LoadingState } from '@/components/query-state';
import { useScrollToHash } from '@/lib/use-scroll-to-hash';

/** The section e-mails link to (/profile#notifications) to choose which notices come how. */
const NOTIFICATIONS_SECTION = 'notifications';

export function Component() {
  const { t } = useTranslation();
  const profile = useProfile();
  const settings = useNotificationSettings();
  const providers = useSocialProviders();
  // Both parts drawn first: while either still loads, the page may be too short to scroll to it.
  useScrollToHash(NOTIFICATIONS_SECTION, !profile.isPending && !settings.isPending);
  return (
    <Stack maw={760} gap="lg">
      <PageTitle mb={0}>{t('profile.title')}</PageTitle>
      <EmailConfirmationNotice />
      <RestrictionsNotice />
      {profile.isPending ? (
        <LoadingState />
      ) : profile.isError ? (
        <ErrorState error={profile.error} onRetry={() => void profile.refetch()} />
      ) : (
        <ProfileForm key={profile.data.id} profile={profile.data} />
      )}
      <PasswordForm />
      <SignInMethods providers={providers.data ?? []} />
      <SessionsList />
      {/* Below the sticky header when scrolled to; focusable so keyboards land there too. */}
      <Box
        id={NOTIFICATIONS_SECTION}
        tabIndex={-1}
        style={{ scrollMarginTop: 140, outline: 'none' }}
      >
        <NotificationSettings />
      </Box>
    </Stack>
  );
}
