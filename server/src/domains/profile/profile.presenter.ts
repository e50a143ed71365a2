import type { Profile } from '@bilim/contract/auth';
import type { Role } from '@bilim/contract/constants';
import type { UserRow } from '../users/users.schema';

/** The exact fields of the user's own profile, with the address waiting for its confirmation. */
export function presentProfile(user: UserRow, pendingEmail: string | null): Profile {
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    phone: user.phone,
    gender: user.gender,
    age: user.age,
    show_age: user.showAge,
    show_contacts: user.showContacts,
    rating: user.rating,
    roles: user.roles as Role[],
    created_at: user.createdAt.toISOString(),
    pending_email: pendingEmail,
    email_confirmed: user.emailConfirmedAt !== null,
  };
}
