import { Box, Button, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LocalizedCarousel } from '@/components/localized-carousel';
import type { Slide } from '@bilim/contract/discovery';
import { currentLanguage } from '@/lib/i18n';
import { localized } from '@/lib/localized';
import classes from './home.module.css';

const isInternal = (link: string) => link.startsWith('/') && !link.startsWith('//');

/** The home page slider (lazy-loaded with the carousel; absent when there are no slides). */
export default function SlidesCarousel({ slides }: { slides: Slide[] }) {
  const { t, i18n } = useTranslation('catalog');
  const language = currentLanguage(i18n);
  return (
    <LocalizedCarousel
      withIndicators={slides.length > 1}
      withControls={slides.length > 1}
      emblaOptions={{ loop: true }}
      mb="xl"
      data-testid="home-slider"
      aria-label={t('home.slider')}
    >
      {slides.map((slide, index) => {
        const title = localized(slide.title, language);
        return (
          <LocalizedCarousel.Slide key={slide.id}>
            <Box className={classes.slide}>
              {/* The first slide is the page's largest paint: fetched first, the others later. */}
              <img
                className={classes.slideImage}
                src={slide.image_url}
                alt=""
                loading={index === 0 ? 'eager' : 'lazy'}
                fetchPriority={index === 0 ? 'high' : 'low'}
                decoding="async"
              />
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
          </LocalizedCarousel.Slide>
        );
      })}
    </LocalizedCarousel>
  );
}
