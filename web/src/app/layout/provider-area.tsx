import { Stack } from '@mantine/core';
import { Outlet } from 'react-router';
import { EmailConfirmationNotice } from '@/features/profile/components/email-confirmation-notice';

/**
 * The cabinet's and the money screens' frame: above them, why publishing and paying are refused
 * while the e-mail is not confirmed (nothing otherwise).
 */
export function Component() {
  return (
    <Stack gap="md">
      <EmailConfirmationNotice />
      <Outlet />
    </Stack>
  );
}
