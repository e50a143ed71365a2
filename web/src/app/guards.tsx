import { Navigate, Outlet, redirect, useLocation, type LoaderFunctionArgs } from 'react-router';
import type { Role } from '@bilim/contract/constants';
import { getSession, hasRole, useSession, wasSignedOutOnPurpose } from '@/lib/session';
import { loginHrefBackTo, paths } from '@/config/paths';

/** Route loader of signed-in routes: anonymous visitors go to /login?redirect=<path+search>. */
export function requireSessionLoader({ request }: LoaderFunctionArgs): null {
  if (!getSession()) {
    const url = new URL(request.url);
    throw redirect(loginHrefBackTo(url));
  }
  return null;
}

/** Route loader of the support and admin areas: without one of `roles`, go to /. */
export function requireRolesLoader(roles: readonly Role[]) {
  return (): null => {
    if (!hasRole(getSession(), roles)) throw redirect(paths.home.getHref());
    return null;
  };
}

/** Keeps guarding after navigation: a logout or a 401 on a signed-in page goes to login. */
export function RequireSession() {
  const session = useSession();
  const location = useLocation();
  if (!session) {
    // After Log Out in this tab the app is already on its way home.
    if (wasSignedOutOnPurpose()) return null;
    return <Navigate replace to={loginHrefBackTo(location)} />;
  }
  return <Outlet />;
}

export function RequireRoles({ roles }: { roles: readonly Role[] }) {
  const session = useSession();
  if (!hasRole(session, roles)) return <Navigate replace to={paths.home.getHref()} />;
  return <Outlet />;
}
