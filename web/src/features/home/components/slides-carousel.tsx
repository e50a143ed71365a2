import { useTranslation } from 'react-i18next';
import { LocalizedCarousel } from '@/components/localized-carousel';
import type { Slide } from '@bilim/contract/discovery';
import { SlideCard } from './slide-card';
import classes from './home.module.css';

/** The home page slider (lazy-loaded with the carousel; absent when there are no slides). */
export default function SlidesCarousel({ slides }: { slides: Slide[] }) {
  const { t } = useTranslation('catalog');
  return (
    <LocalizedCarousel
      withIndicators={slides.length > 1}
      withControls={slides.length > 1}
      classNames={{ controls: classes.sliderControls }}
      emblaOptions={{ loop: true }}
      mb="xl"
      data-testid="home-slider"
      aria-label={t('home.slider')}
    >
      {slides.map((slide, index) => (
        <LocalizedCarousel.Slide key={slide.id}>
          <SlideCard slide={slide} first={index === 0} />
        </LocalizedCarousel.Slide>
      ))}
    </LocalizedCarousel>
  );
}
