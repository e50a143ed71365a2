import { api } from './api-client';

/**
 * Downloads an API file (a CSV export) with the session's credentials and saves it under the
 * name the server gives it (`fallbackName` if it gives none).
 */
export async function downloadFile(path: string, fallbackName: string): Promise<void> {
  const file = await api.getFile(path);
  const url = URL.createObjectURL(file.blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = file.name ?? fallbackName;
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has started the download by now; the object URL is not needed any more.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
