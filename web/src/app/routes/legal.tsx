import { LegalPage, type LegalPageKey } from '@/features/legal/components/legal-page';

/** One route component per legal page; they share the LegalPage renderer. */
export function legalRoute(page: LegalPageKey) {
  return function LegalRoute() {
    return <LegalPage page={page} />;
  };
}
