import { useRef, useState } from 'react';
import { schemaResolver, useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { notifySuccess } from '@/lib/notify';
import { newRequestKey } from '@/lib/request-key';
import type { DetailOf, ListingKind } from '../api/listing-kinds';
import { useSaveListing, type InputOf } from '../api/save-listing';
import { isTariffLimit } from './error-text';
import { applyListingServerError } from './form-errors';
import { focusFirstError, type FormFailure } from './form-frame';
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
  const [formError, setFormError] = useState<FormFailure | null>(null);
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

  // One save at a time, and a record is created once: Enter then a click (or a double click)
  // before the button shows it is busy must not send the form twice. The lock is a ref, set at
  // once, not state, which would only be seen on the next render.
  const locked = useRef(false);
  // The server's side of the same promise: this form's creates carry one key.
  const [requestKey] = useState(newRequestKey);
  const send = (submitted: Values) => {
    if (locked.current) return;
    locked.current = true;
    setFormError(null);
    save.mutate(
      { id: record?.id, input: toBody(submitted), requestKey: record ? undefined : requestKey },
      {
        onSuccess: (saved) => {
          // A new record stays locked while the page goes to it; an edit can be saved again.
          locked.current = !record;
          draft.clear();
          form.resetDirty();
          notifySuccess(t(record ? 'cabinet:done.saved' : 'cabinet:done.created'));
          onSaved(saved);
        },
        onError: (error) => {
          locked.current = false;
          // A new object for every failure: the frame focuses what it says once it is rendered.
          setFormError({
            text: applyListingServerError(form, error, t),
            tariffLimit: isTariffLimit(error),
          });
        },
      },
    );
  };
  const onSubmit = (event?: React.FormEvent<HTMLFormElement>) =>
    form.onSubmit(send, focusFirstError)(event);

  const frame = {
    onSubmit,
    restoredDraft: restored,
    onDiscardDraft: () => {
      draft.clear();
      form.setValues(initial);
      setRestored(false);
    },
    formError,
    // After a create the button stays busy until the record's page opens.
    saving: save.isPending || (!record && save.isSuccess),
    creating: !record,
  };
  return { form, frame };
}
