import { SettingsForm } from '@/features/admin/components/settings-form';

/** /admin/settings: the site's settings. */
export function Component() {
  return <SettingsForm />;
}
