import { Center, Loader } from '@mantine/core';

/** Shown before the translations have loaded (so it has no text of its own). */
export function FullPageLoader() {
  return (
    <Center h="100vh" role="status" aria-label="Bilim">
      <Loader />
    </Center>
  );
}
