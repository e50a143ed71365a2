import { Center } from '@mantine/core';
import { IconPhoto } from '@tabler/icons-react';
import type { Photo } from '@bilim/contract/listings';
import classes from './listings.module.css';

/** The main photo in its card rendition: lazy, with width and height so nothing jumps. */
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
      alt={alt}
      width={480}
      height={320}
      loading="lazy"
      decoding="async"
    />
  );
}
