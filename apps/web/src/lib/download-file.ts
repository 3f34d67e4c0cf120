import contentDisposition from 'content-disposition';

/**
 * Browsers may still be reading a blob URL just after the click that starts its download; revoking
 * it at once can cancel the download in some of them, so it is released a while later (the delay
 * FileSaver.js settled on).
 */
const REVOKE_AFTER_MS = 40_000;

/**
 * The file name a Content-Disposition header gives: `filename*` (UTF-8) when present, else
 * `filename`, without any folder part; the fallback when there is no usable name. Parsed by the
 * `content-disposition` package, which knows RFC 6266 quoting and encodings.
 */
export function fileNameFromDisposition(header: string | null | undefined, fallback: string): string {
  if (!header) return fallback;
  let name: string | undefined;
  try {
    name = contentDisposition.parse(header).parameters.filename;
  } catch {
    return fallback;
  }
  const base = name?.split(/[\\/]/).pop()?.trim();
  return base ? base : fallback;
}

/** Hands a blob to the browser as a download named `fileName`. */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  window.setTimeout(() => URL.revokeObjectURL(url), REVOKE_AFTER_MS);
}

/**
 * Saves a successful file response (an export) under the name its Content-Disposition gives, or
 * `fallbackName`. Returns the name used.
 */
export async function saveResponseAsFile(response: Response, fallbackName: string): Promise<string> {
  const fileName = fileNameFromDisposition(response.headers.get('Content-Disposition'), fallbackName);
  saveBlob(await response.blob(), fileName);
  return fileName;
}
