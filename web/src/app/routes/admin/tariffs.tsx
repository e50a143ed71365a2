import { TariffsScreen } from '@/features/admin/components/tariffs-screen';

/** /admin/tariffs: the tariffs management screen. */
export function Component() {
  return <TariffsScreen />;
}
