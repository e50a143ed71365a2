import { Notifications } from '@mantine/notifications';
import { TOAST_AUTO_CLOSE_MS } from '@bilim/contract/constants';

/** Where toasts appear (3 s, spec §8); loaded after the page, shows what was raised meanwhile. */
export default function Toasts() {
  return (
    <Notifications
      position="top-right"
      autoClose={TOAST_AUTO_CLOSE_MS}
      limit={4}
      className="bilim-toasts"
    />
  );
}
