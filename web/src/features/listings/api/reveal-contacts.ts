import { useMutation } from '@tanstack/react-query';
import type { Data } from '@bilim/contract/api';
import type { ListingKind } from '@bilim/contract/constants';
import type { Contact } from '@bilim/contract/listings';
import { api } from '@/lib/api-client';

export type { ListingKind };

/** POST /api/cards/{id}/contacts (or events): the contact values; the server counts the reveal. */
export async function revealContacts(kind: ListingKind, id: number): Promise<Contact[]> {
  return (await api.post<Data<Contact[]>>(`/api/${kind}/${id}/contacts`)).data;
}

export const useRevealContacts = (kind: ListingKind, id: number) =>
  useMutation({ mutationFn: () => revealContacts(kind, id) });

/** One page's reveal: the contact panel and the phone's contact bar show the same answer. */
export type ContactsRevealState = ReturnType<typeof useRevealContacts>;
