import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useProfile } from '@/features/profile/api/get-profile';
import { PasswordForm } from '@/features/profile/components/password-form';
import { ProfileForm } from '@/features/profile/components/profile-form';
import { PageTitle } from '@/components/page-title';
import { ErrorState, LoadingState } from '@/components/query-state';

export function Component() {
  const { t } = useTranslation();
  const profile = useProfile();
  return (
    <Stack maw={760} gap="lg">
      <PageTitle mb={0}>{t('profile.title')}</PageTitle>
      {profile.isPending ? (
        <LoadingState />
      ) : profile.isError ? (
        <ErrorState error={profile.error} onRetry={() => void profile.refetch()} />
      ) : (
        <ProfileForm key={profile.data.id} profile={profile.data} />
      )}
      <PasswordForm />
    </Stack>
  );
}
