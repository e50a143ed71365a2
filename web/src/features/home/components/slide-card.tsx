import { Box, Button, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Slide } from '@bilim/contract/discovery';
import { currentLanguage } from '@/lib/i18n';
import { localized } from '@/lib/localized';
import classes from './home.module.css';

const isInternal = (link: string) => link.startsWith('/') && !link.startsWith('//');

/**
 * One slide of the home page's slider as visitors see it: its picture, its words in the reader's
 * language and its link (the slider, and staff's preview of a slide being edited).
 */
export function SlideCard({ slide, first = false }: { slide: Slide; first?: boolean }) {
  const { t, i18n } = useTranslation('catalog');
  const language = currentLanguage(i18n);
  const title = localized(slide.title, language);
  return (
    <Box className={classes.slide}>
      {/* The first slide is the page's largest paint: fetched first, the others later. */}
      {slide.image_url && (
        <img
          className={classes.slideImage}
          src={slide.image_url}
          alt=""
          loading={first ? 'eager' : 'lazy'}
          fetchPriority={first ? 'high' : 'low'}
          decoding="async"
        />
      )}
      <Stack gap="xs" className={classes.slideText}>
        <Title order={2} c="white" fz={{ base: 22, sm: 32 }}>
          {title}
        </Title>
        <Text c="white">{localized(slide.subtitle, language)}</Text>
        {slide.link &&
          (isInternal(slide.link) ? (
            <Button
              component={Link}
              to={slide.link}
              variant="white"
              classNames={{ root: classes.slideButton, label: classes.slideButtonLabel }}
            >
              {t('home.slideMore', { title })}
            </Button>
          ) : (
            <Button
              component="a"
              href={slide.link}
              target="_blank"
              rel="noopener noreferrer"
              variant="white"
              classNames={{ root: classes.slideButton, label: classes.slideButtonLabel }}
            >
              {t('home.slideMore', { title })}
            </Button>
          ))}
      </Stack>
    </Box>
  );
}
