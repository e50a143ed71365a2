import { useEffect, useRef, useState, type ReactNode } from 'react';
import {
  Button,
  FileInput,
  Group,
  Progress,
  Select,
  Skeleton,
  Stack,
  Switch,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { IconPhoto } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import type { Slide } from '@bilim/contract/discovery';
import { slideFields, type StaffSlide } from '@bilim/contract/staff';
import { DateField } from '@/components/localized-dates';
import { ErrorState } from '@/components/query-state';
import { FormPage } from '@/components/form-page';
import { LocalizedTitleInputs } from '@/components/localized-title-inputs';
import { supportPaths } from '@/config/support-paths';
import { fieldProps, formFailureText } from '@/lib/form';
import { notifySuccess } from '@/lib/notify';
import { useSaveSlide, useStaffSlide } from '../api/slides';

type Values = {
  title_en: string;
  title_ru: string;
  title_kz: string;
  subtitle_en: string;
  subtitle_ru: string;
  subtitle_kz: string;
  link: string;
  city_id: string | null;
  starts_on: string | null;
  ends_on: string | null;
  active: boolean;
};

const EMPTY: Values = {
  title_en: '',
  title_ru: '',
  title_kz: '',
  subtitle_en: '',
  subtitle_ru: '',
  subtitle_kz: '',
  link: '',
  city_id: null,
  starts_on: null,
  ends_on: null,
  active: true,
};

const valuesOf = (slide: StaffSlide): Values => ({
  title_en: slide.title.en,
  title_ru: slide.title.ru,
  title_kz: slide.title.kz,
  subtitle_en: slide.subtitle.en,
  subtitle_ru: slide.subtitle.ru,
  subtitle_kz: slide.subtitle.kz,
  link: slide.link ?? '',
  city_id: slide.city_id === null ? null : String(slide.city_id),
  starts_on: slide.starts_on,
  ends_on: slide.ends_on,
  active: slide.active,
});

/** The pictures a slide takes (checked again by content on the server). */
const ACCEPTED = 'image/jpeg,image/png,image/webp,image/avif';

export interface SlideFormProps {
  /** The slide edited; null: a new one. */
  slideId: number | null;
  /** The cities a slide may be shown in (none chosen: every city). */
  cities: Array<{ value: string; label: string }>;
  /** How the slide looks on the home page (the home feature's slide). */
  renderPreview: (slide: Slide) => ReactNode;
}

/** /support/slider/create and /support/slider/{id}/edit: the slide's words, picture, place and days. */
export function SlideForm(props: SlideFormProps) {
  const slide = useStaffSlide(props.slideId);
  if (props.slideId === null) return <SlideFormBody {...props} slide={null} />;
  if (slide.isPending) return <Skeleton height={480} />;
  if (slide.isError) return <ErrorState error={slide.error} onRetry={() => void slide.refetch()} />;
  return <SlideFormBody {...props} slide={slide.data} />;
}

function SlideFormBody({
  slide,
  cities,
  renderPreview,
}: SlideFormProps & { slide: StaffSlide | null }) {
  const { t } = useTranslation('staff');
  const navigate = useNavigate();
  const save = useSaveSlide(slide?.id ?? null);
  const [image, setImage] = useState<File | null>(null);
  // The chosen file's own address for the preview, released when another is chosen or on leaving.
  const chosenUrl = useRef<string | null>(null);
  const [imageUrl, setImageUrl] = useState<string | null>(slide?.image_url ?? null);
  const choose = (file: File | null) => {
    if (chosenUrl.current) URL.revokeObjectURL(chosenUrl.current);
    chosenUrl.current = file ? URL.createObjectURL(file) : null;
    setImage(file);
    setImageUrl(chosenUrl.current ?? slide?.image_url ?? null);
  };
  useEffect(
    () => () => {
      if (chosenUrl.current) URL.revokeObjectURL(chosenUrl.current);
    },
    [],
  );
  const [imageError, setImageError] = useState<string | null>(null);
  const [progress, setProgress] = useState(0);
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: slide ? valuesOf(slide) : EMPTY,
    validate: schemaResolver(slideFields, { sync: true }),
  });

  const submit = form.onSubmit((values) => {
    setFormError(null);
    setImageError(null);
    if (!slide && !image) {
      setImageError(t('common:fields.FILL_VALUE'));
      return;
    }
    const body = new FormData();
    for (const [name, value] of Object.entries(values)) {
      body.append(name, value === null ? '' : String(value));
    }
    if (image) body.append('image', image);
    save.mutate(
      { form: body, onProgress: setProgress },
      {
        onSuccess: () => {
          notifySuccess(t(slide ? 'slider.saved' : 'slider.created'));
          void navigate(supportPaths.slider.getHref());
        },
        onError: (error) => {
          setFormError(formFailureText(form, error, t));
        },
      },
    );
  });

  const preview: Slide = {
    id: slide?.id ?? 0,
    title: { en: form.values.title_en, ru: form.values.title_ru, kz: form.values.title_kz },
    subtitle: {
      en: form.values.subtitle_en,
      ru: form.values.subtitle_ru,
      kz: form.values.subtitle_kz,
    },
    image_url: imageUrl ?? '',
    link: form.values.link.trim() || null,
  };
  return (
    <FormPage
      title={slide ? t('slider.editTitle') : t('slider.createTitle')}
      back={{ to: supportPaths.slider.getHref(), label: t('slider.back') }}
      onSubmit={submit}
      error={formError}
      testId="slide-form"
    >
      <FileInput
        label={t('slider.image')}
        description={t('slider.imageHint')}
        accept={ACCEPTED}
        required={!slide}
        clearable
        leftSection={<IconPhoto size={18} aria-hidden />}
        placeholder={slide ? t('slider.imageKeep') : t('slider.imageChoose')}
        value={image}
        onChange={(file) => {
          choose(file);
          setImageError(null);
        }}
        error={imageError}
        data-testid="slide-image"
      />
      {save.isPending && progress > 0 && progress < 1 && (
        <Progress value={progress * 100} aria-label={t('slider.uploading')} />
      )}
      <LocalizedTitleInputs
        form={form}
        label={(language) => t(`slider.titleIn.${language}`)}
        t={t}
        maxLength={200}
        testId="slide-title"
      />
      <LocalizedTitleInputs
        form={form}
        field="subtitle"
        label={(language) => t(`slider.subtitleIn.${language}`)}
        t={t}
        required={false}
        maxLength={200}
        testId="slide-subtitle"
      />
      <TextInput
        label={t('slider.link')}
        description={t('slider.linkHint')}
        maxLength={500}
        {...fieldProps(form, 'link', t)}
        data-testid="slide-link"
      />
      <Group align="flex-start" gap="sm" wrap="wrap">
        <Select
          label={t('slider.city')}
          placeholder={t('slider.allCities')}
          data={cities}
          clearable
          searchable
          w={240}
          {...fieldProps(form, 'city_id', t)}
        />
        <DateField
          label={t('slider.startsOn')}
          clearable
          w={200}
          {...fieldProps(form, 'starts_on', t)}
        />
        <DateField
          label={t('slider.endsOn')}
          clearable
          w={200}
          {...fieldProps(form, 'ends_on', t)}
        />
      </Group>
      <Switch
        label={t('slider.active')}
        description={t('slider.activeHint')}
        {...form.getInputProps('active', { type: 'checkbox' })}
      />
      <Stack gap="xs">
        <Title order={2} fz="h4">
          {t('slider.preview')}
        </Title>
        {preview.image_url ? (
          <div data-testid="slide-preview">{renderPreview(preview)}</div>
        ) : (
          <Text c="dimmed" size="sm">
            {t('slider.previewEmpty')}
          </Text>
        )}
      </Stack>
      <Group gap="xs">
        <Button type="submit" loading={save.isPending} data-testid="slide-save">
          {slide ? t('slider.save') : t('slider.create')}
        </Button>
        <Button component={Link} to={supportPaths.slider.getHref()} variant="default">
          {t('actions.cancel')}
        </Button>
      </Group>
    </FormPage>
  );
}
