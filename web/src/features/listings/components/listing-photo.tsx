import { Center } from '@mantine/core';
import { IconPhoto } from '@tabler/icons-react';
import type { Photo } from '@bilim/contract/listings';
import classes from './listings.module.css';

/**
 * Widths of the server's renditions (photos/photo-processor.ts): `thumb` is cropped to 320 px,
 * `card` is 800 px wide (never enlarged).
 */
const THUMB_WIDTH = 320;
export const CARD_WIDTH = 800;

/** How wide a list's photo is drawn: one column on phones, two on tablets, three or four above. */
const LIST_PHOTO_SIZES = '(max-width: 36em) 100vw, (max-width: 75em) 50vw, 25vw';

/**
 * The main photo of a list item: the browser takes the smallest rendition that fills it (the
 * 320 px one on a desktop's four columns), lazily, with width and height so nothing jumps.
 */
export function ListingPhoto({ photo, alt }: { photo: Photo | null; alt: string }) {
  if (!photo) {
    return (
      <Center className={classes.photo} aria-hidden>
        <IconPhoto size={40} stroke={1.2} color="var(--mantine-color-gray-5)" />
      </Center>
    );
  }
  return (
    <img
      className={classes.photo}
      src={photo.urls.card}
      srcSet={`${photo.urls.thumb} ${THUMB_WIDTH}w, ${photo.urls.card} ${CARD_WIDTH}w`}
      sizes={LIST_PHOTO_SIZES}
      alt={alt}
      width={480}
      height={320}
      loading="lazy"
      decoding="async"
    />
  );
}
