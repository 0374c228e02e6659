import { FILE_CALLS, apiRequestInit, type Brand, type SessionSnapshot } from '@storefront/contracts';

/**
 * Opens a private file (a certificate) in a new tab. The file-read path answers it only to its owner and a link
 * sends no token, so the bytes are read with the api's headers and shown from memory. The tab is opened at once,
 * while the press still counts as the person's (a tab opened after an answer arrives would be blocked).
 */
export async function openPrivateFile(src: string, options: { brand: Brand; session: SessionSnapshot; name: string }): Promise<void> {
  const tab = typeof window.open === 'function' ? window.open('', '_blank') : null;
  try {
    const query = Object.fromEntries(new URL(src, location.href).searchParams);
    const { url, headers } = apiRequestInit(options.brand, options.session, FILE_CALLS.read, { query });
    const response = await fetch(url.toString(), { headers, credentials: 'same-origin' });
    if (!response.ok) throw new Error(`status ${response.status}`);
    const objectUrl = URL.createObjectURL(await response.blob());
    if (tab) tab.location.href = objectUrl;
    else {
      const link = document.createElement('a');
      link.href = objectUrl;
      link.download = options.name;
      link.click();
    }
    setTimeout(() => URL.revokeObjectURL(objectUrl), 60_000);
  } catch (error) {
    tab?.close();
    throw error;
  }
}
