import { SelectAccountScreen } from '@/features/account/components/select-screen';

/** /account/select: choose the current account, or create another. */
export function Component() {
  return <SelectAccountScreen />;
}
