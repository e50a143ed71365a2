import { useState } from 'react';
import { Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import type { Catalog, City, Tag } from '@bilim/contract/dictionaries';
import { FIELD_MESSAGES } from '@bilim/contract/errors';
import {
  ListingCreateScreen,
  ListingEditScreen,
  ListingShowScreen,
} from '@/features/cabinet/components/listing-screens';
import { AccountPicker } from '@/features/admin/components/account-picker';
import { adminListingLinks } from '@/features/admin/components/listings-list';
import { PageTitle } from '@/components/page-title';
import { translateFieldMessage } from '@/lib/api-client';
import { WithDictionaries } from '../cabinet/dictionaries';
import { Component as NotFoundPage } from '../not-found';

type Kind = 'cards' | 'events';

/**
 * /admin/{cards|events}/create, /edit/{id} and /show/{id}: the cabinet's own form and page
 * (publish, archive, delete, photos) for a record of any account; a new one in the account the
 * admin chooses.
 */
export function Component({ kind, view }: { kind: Kind; view: 'create' | 'edit' | 'show' }) {
  const { t } = useTranslation(['admin', 'cabinet']);
  const { id } = useParams();
  const recordId = Number(id);
  if (view !== 'create' && (!Number.isInteger(recordId) || recordId <= 0)) {
    return <NotFoundPage />;
  }
  return (
    <Stack gap="md">
      <PageTitle mb={0}>{t(`cabinet:kinds.${kind}.${view}Title`)}</PageTitle>
      <WithDictionaries>
        {(dictionaries) =>
          view === 'create' ? (
            <CreateInAccount kind={kind} dictionaries={dictionaries} />
          ) : view === 'edit' ? (
            <ListingEditScreen
              key={recordId}
              kind={kind}
              id={recordId}
              links={adminListingLinks}
              {...dictionaries}
            />
          ) : (
            <ListingShowScreen
              key={recordId}
              kind={kind}
              id={recordId}
              links={adminListingLinks}
              {...dictionaries}
            />
          )
        }
      </WithDictionaries>
    </Stack>
  );
}

function CreateInAccount({
  kind,
  dictionaries,
}: {
  kind: Kind;
  dictionaries: { catalog: Catalog; cities: City[]; tags: Tag[] };
}) {
  const { t } = useTranslation('admin');
  const [accountId, setAccountId] = useState<number | null>(null);
  return (
    <Stack gap="md">
      <AccountPicker value={accountId} onChange={setAccountId} />
      {accountId === null ? (
        <Text size="sm" c="dimmed" data-testid="account-required">
          {translateFieldMessage(FIELD_MESSAGES.ACCOUNT_REQUIRED, t)}
        </Text>
      ) : (
        <ListingCreateScreen
          key={accountId}
          kind={kind}
          account={{ id: accountId }}
          links={adminListingLinks}
          {...dictionaries}
        />
      )}
    </Stack>
  );
}
