import { useState } from 'react';

/**
 * A form's unsaved values kept in session storage, so a reload (or a failed save followed by a
 * reload) does not lose what was typed. Answers the stored draft (read once), `save` and `clear`.
 */
export function useFormDraft<Values>(key: string) {
  const [initial] = useState<Values | null>(() => {
    try {
      const raw = sessionStorage.getItem(key);
      return raw ? (JSON.parse(raw) as Values) : null;
    } catch {
      return null;
    }
  });
  return {
    draft: initial,
    save: (values: Values) => {
      try {
        sessionStorage.setItem(key, JSON.stringify(values));
      } catch {
        // Storage full or blocked: the draft is simply not kept.
      }
    },
    clear: () => {
      try {
        sessionStorage.removeItem(key);
      } catch {
        // Nothing to clear.
      }
    },
  };
}

export const draftKey = (kind: string, id: number | undefined) =>
  `cabinet-draft:${kind}:${id ?? 'new'}`;
