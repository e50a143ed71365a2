import { SupportDashboard } from '@/features/staff/components/dashboard';

/** /support: the support area's dashboard. */
export function Component() {
  return <SupportDashboard />;
}
