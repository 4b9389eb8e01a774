import { apiClient } from './api-client.ts';

/**
 * Fetches a file from the gateway with the session token and hands it to the browser as a
 * download. A plain link cannot carry the token, so the file comes as a blob and a temporary
 * `<a download>` saves it. Resolves with the name it was saved under.
 */
export async function saveDownload(path: string, fallbackName: string): Promise<string> {
  const { blob, fileName } = await apiClient.download(path, { authenticated: true });
  const name = fileName ?? fallbackName;
  saveBlob(blob, name);
  return name;
}

/** Hands a file made or fetched in the page to the browser as a download named `name`. */
export function saveBlob(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.hidden = true;
  document.body.append(link);
  try {
    link.click();
  } finally {
    link.remove();
    // Revoked on the next turn: the click has started the download by then.
    setTimeout(() => URL.revokeObjectURL(url), 0);
  }
}
