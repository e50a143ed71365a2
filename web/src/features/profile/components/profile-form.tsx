import { useState } from 'react';
import {
  Alert,
  Button,
  Group,
  NumberInput,
  Paper,
  PasswordInput,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  TextInput,
} from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import {
  GENDERS,
  profileUpdateBody,
  type Profile,
  type ProfileUpdateBody,
} from '@bilim/contract/auth';
import { FIELD_MESSAGES } from '@bilim/contract/errors';
import { applyServerError, fieldProps } from '@/lib/form';
import { formatMomentDay, formatRating } from '@/lib/format';
import { currentLanguage } from '@/lib/i18n';
import { notifySuccess } from '@/lib/notify';
import { useUpdateProfile } from '../api/update-profile';

interface ProfileFormValues extends Record<string, unknown> {
  name: string;
  email: string;
  phone: string;
  gender: string | null;
  age: number | string;
  show_age: boolean;
  show_contacts: boolean;
  /** Asked for only when the e-mail changes. */
  current_password: string;
}

/** The ages the API takes (profileUpdateBody). */
const AGE = { min: 1, max: 120 };

const toBody = (values: ProfileFormValues): ProfileUpdateBody => ({
  name: values.name,
  email: values.email,
  phone: values.phone,
  gender: values.gender === 'male' || values.gender === 'female' ? values.gender : null,
  age: values.age === '' ? null : Number(values.age),
  show_age: values.show_age,
  show_contacts: values.show_contacts,
  ...(values.current_password && { current_password: values.current_password }),
});

/**
 * The user's own profile: editable fields and the read-only rating and joining date. A new e-mail
 * asks for the current password and waits for the link sent to it (`pending_email`).
 */
export function ProfileForm({ profile }: { profile: Profile }) {
  const { t, i18n } = useTranslation();
  const update = useUpdateProfile();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<ProfileFormValues>({
    mode: 'controlled',
    initialValues: {
      name: profile.name,
      email: profile.email,
      phone: profile.phone ?? '',
      gender: profile.gender,
      age: profile.age ?? '',
      show_age: profile.show_age,
      show_contacts: profile.show_contacts,
      current_password: '',
    },
    validate: (values) => {
      const errors = schemaResolver(profileUpdateBody, { sync: true })(toBody(values));
      // Any wrong age ("-3", "250") is told with the range rather than a bare "out of range".
      if (errors.age) errors.age = t('profile.ageRange', AGE);
      const changesEmail = values.email.trim().toLowerCase() !== profile.email;
      if (changesEmail && !values.current_password) {
        errors.current_password = FIELD_MESSAGES.FILL_VALUE;
      }
      return errors;
    },
  });

  const submit = form.onSubmit((values) => {
    setFormError(null);
    update.mutate(toBody(values), {
      onSuccess: (saved) => {
        // The e-mail stays the confirmed one until the link sent to the new one is followed.
        form.setValues({ email: saved.email, current_password: '' });
        form.resetDirty();
        notifySuccess(
          saved.pending_email && saved.pending_email !== profile.pending_email
            ? t('emailChange.sent', { email: saved.pending_email })
            : t('profile.saved'),
        );
      },
      onError: (error) => setFormError(applyServerError(form, error, t)),
    });
  });

  const emailChanged = form.values.email.trim().toLowerCase() !== profile.email;
  const language = currentLanguage(i18n);
  // Through the helpers: they write Kazakh months where the browser's ICU lacks them, count the
  // day on Kazakhstan's calendar and round the rating as everywhere else.
  const since = formatMomentDay(profile.created_at, language);

  return (
    <Paper withBorder radius="md" p="lg" component="form" onSubmit={submit} noValidate>
      <Stack>
        <Group gap="xl" wrap="wrap">
          <Text size="sm" data-testid="profile-rating">
            <Text span c="dimmed">
              {t('profile.rating')}:
            </Text>{' '}
            <Text span fw={600}>
              {formatRating(profile.rating, language)}
            </Text>
          </Text>
          <Text size="sm" data-testid="profile-since">
            {t('profile.since', { date: since })}
          </Text>
        </Group>
        {formError && (
          <Alert color="red" role="alert">
            {formError}
          </Alert>
        )}
        {profile.pending_email && (
          <Alert color="blue" data-testid="pending-email">
            {t('emailChange.pending', { email: profile.pending_email })}
          </Alert>
        )}
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label={t('fieldsLabels.name')}
            autoComplete="name"
            required
            {...fieldProps(form, 'name', t)}
          />
          <TextInput
            label={t('fieldsLabels.email')}
            type="email"
            autoComplete="email"
            required
            {...fieldProps(form, 'email', t)}
          />
          {emailChanged && (
            <PasswordInput
              label={t('emailChange.currentPassword')}
              autoComplete="current-password"
              required
              {...fieldProps(form, 'current_password', t)}
              data-testid="profile-current-password"
            />
          )}
          <TextInput
            label={t('fieldsLabels.phone')}
            type="tel"
            autoComplete="tel"
            placeholder="+7 700 000 00 00"
            {...fieldProps(form, 'phone', t)}
          />
          <Select
            label={t('fieldsLabels.gender')}
            placeholder={t('profile.genderNotSet')}
            data={GENDERS.map((gender) => ({
              value: gender,
              label: t(`profile.gender.${gender}`),
            }))}
            clearable
            {...fieldProps(form, 'gender', t)}
          />
          {/* Not clamped or stripped of its sign: "-3" silently became 3 and "250" 120; a wrong age
              is the form's error instead. */}
          <NumberInput
            label={t('fieldsLabels.age')}
            min={AGE.min}
            max={AGE.max}
            clampBehavior="none"
            allowDecimal={false}
            {...fieldProps(form, 'age', t)}
          />
        </SimpleGrid>
        <Switch
          label={t('fieldsLabels.showAge')}
          {...fieldProps(form, 'show_age', t, { type: 'checkbox' })}
        />
        <Switch
          label={t('fieldsLabels.showContacts')}
          {...fieldProps(form, 'show_contacts', t, { type: 'checkbox' })}
        />
        <Group justify="flex-end">
          <Button type="submit" loading={update.isPending} data-testid="submit">
            {t('actions.save')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
