import { useState } from 'react';
import { schemaResolver, useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { notifySuccess } from '@/lib/notify';
import type { DetailOf, ListingKind } from '../api/listing-kinds';
import { useSaveListing, type InputOf } from '../api/save-listing';
import { applyListingServerError } from './form-errors';
import { focusFirstError } from './form-frame';
import type { ListingFormValues } from './form-values';
import { draftKey, useFormDraft } from './use-form-draft';

/**
 * What the card and event forms share: the Mantine form checked with the contract schema, the
 * draft kept across reloads, saving (create or update) with server errors put on the fields,
 * and the props of the FormFrame around the fields.
 */
export function useListingForm<Kind extends ListingKind, Values extends ListingFormValues>({
  kind,
  record,
  initial,
  schema,
  toBody,
  onSaved,
}: {
  kind: Kind;
  /** Absent when creating. */
  record: DetailOf<Kind> | undefined;
  initial: Values;
  schema: Parameters<typeof schemaResolver>[0];
  toBody: (values: Values) => InputOf<Kind>;
  onSaved: (saved: DetailOf<Kind>) => void;
}) {
  const { t } = useTranslation(['cabinet', 'common']);
  const save = useSaveListing(kind);
  const [formError, setFormError] = useState<string | null>(null);
  const draft = useFormDraft<Values>(draftKey(kind, record?.id));
  const [restored, setRestored] = useState(draft.draft !== null);
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: draft.draft
      ? { ...initial, ...draft.draft, account_id: initial.account_id }
      : initial,
    validate: (values) => schemaResolver(schema, { sync: true })(toBody(values)),
    onValuesChange: (values) => draft.save(values),
  });

  const onSubmit = form.onSubmit((submitted) => {
    setFormError(null);
    save.mutate(
      { id: record?.id, input: toBody(submitted) },
      {
        onSuccess: (saved) => {
          draft.clear();
          form.resetDirty();
          notifySuccess(t(record ? 'cabinet:done.saved' : 'cabinet:done.created'));
          onSaved(saved);
        },
        onError: (error) => {
          setFormError(applyListingServerError(form, error, t));
          focusFirstError();
        },
      },
    );
  }, focusFirstError);

  const frame = {
    onSubmit,
    restoredDraft: restored,
    onDiscardDraft: () => {
      draft.clear();
      form.setValues(initial);
      setRestored(false);
    },
    formError,
    saving: save.isPending,
    creating: !record,
  };
  return { form, frame };
}
