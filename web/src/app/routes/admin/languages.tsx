import { LanguagesScreen } from '@/features/admin/components/languages-screen';

/** /admin/languages (and /list): the languages. */
export function Component() {
  return <LanguagesScreen />;
}
