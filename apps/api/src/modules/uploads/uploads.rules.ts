import { UPLOAD_LIMITS } from '@portal/shared';

/**
 * What an upload may be (docs/product/content-and-earning.md, "Uploads"): the multipart field
 * names the kind, the bytes decide the type, and the stored name is ours.
 */

export type UploadKind = keyof typeof UPLOAD_LIMITS;

export const UPLOAD_KINDS = Object.keys(UPLOAD_LIMITS) as UploadKind[];

export function isUploadKind(field: string): field is UploadKind {
  return (UPLOAD_KINDS as string[]).includes(field);
}

/** The types each kind accepts, as file-type names them, and the extension we store them under. */
const ACCEPTED: Record<UploadKind, Record<string, { mime: string; ext: string }>> = {
  image: {
    'image/png': { mime: 'image/png', ext: 'png' },
    'image/jpeg': { mime: 'image/jpeg', ext: 'jpg' },
    'image/webp': { mime: 'image/webp', ext: 'webp' },
    'image/gif': { mime: 'image/gif', ext: 'gif' },
  },
  video: {
    'video/mp4': { mime: 'video/mp4', ext: 'mp4' },
    'video/x-m4v': { mime: 'video/mp4', ext: 'mp4' },
    'video/webm': { mime: 'video/webm', ext: 'webm' },
    'video/quicktime': { mime: 'video/quicktime', ext: 'mov' },
  },
};

export const KIND_MESSAGES: Record<UploadKind, { wrongType: string; tooLarge: string }> = {
  image: {
    wrongType: 'This file is not a picture: upload a PNG, JPEG, WebP or GIF',
    tooLarge: 'A picture can be at most 5 MB',
  },
  video: {
    wrongType: 'This file is not a video: upload an MP4, WebM or MOV',
    tooLarge: 'A video can be at most 500 MB',
  },
};

/** The stored type and extension for sniffed content, or null when the kind does not take it. */
export function acceptedType(kind: UploadKind, sniffedMime: string | undefined) {
  return (sniffedMime && ACCEPTED[kind][sniffedMime]) || null;
}

/** Names we generate: a UUID and one of our extensions. Nothing else names a stored file. */
const STORED_NAME =
  /^[a-f0-9]{8}-[a-f0-9]{4}-[a-f0-9]{4}-[a-f0-9]{4}-[a-f0-9]{12}\.(png|jpg|webp|gif|mp4|webm|mov)$/;

export function isStoredName(name: string): boolean {
  return STORED_NAME.test(name);
}

/** Whole seconds for a measured length: rounded, and at least 1 for anything that plays. */
export function wholeSeconds(seconds: number): number | null {
  if (!Number.isFinite(seconds) || seconds <= 0) return null;
  return Math.max(1, Math.round(seconds));
}

/**
 * One ISO base media box header at `offset`: its type, where its body starts and its total size.
 * A size of 0 means "to the end", which is `offset + remaining` (the rest of the buffer by default).
 */
export function boxAt(bytes: Uint8Array, offset: number, remaining = bytes.length - offset) {
  if (offset + 8 > bytes.length) return null;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let size = view.getUint32(offset);
  const type = String.fromCharCode(...bytes.subarray(offset + 4, offset + 8));
  let header = 8;
  if (size === 1) {
    if (offset + 16 > bytes.length) return null;
    size = Number(view.getBigUint64(offset + 8));
    header = 16;
  } else if (size === 0) {
    size = remaining;
  }
  if (size < header) return null;
  return { type, bodyStart: offset + header, size };
}

/**
 * The length an MP4/MOV movie header (`mvhd`, inside the `moov` box whose body is `moov`) states:
 * duration ÷ time scale, in seconds; null when there is no readable header.
 */
export function movieHeaderSeconds(moovBody: Uint8Array): number | null {
  for (let offset = 0; offset < moovBody.length;) {
    const box = boxAt(moovBody, offset);
    if (!box) return null;
    if (box.type === 'mvhd') {
      const view = new DataView(moovBody.buffer, moovBody.byteOffset, moovBody.byteLength);
      const at = box.bodyStart;
      const version = moovBody[at];
      // version 0: 4-byte creation and modification times; version 1: 8-byte ones.
      const scaleAt = version === 1 ? at + 20 : at + 12;
      const needed = version === 1 ? scaleAt + 12 : scaleAt + 8;
      if (needed > moovBody.length) return null;
      const timescale = view.getUint32(scaleAt);
      const duration = version === 1 ? Number(view.getBigUint64(scaleAt + 4)) : view.getUint32(scaleAt + 4);
      return timescale > 0 ? duration / timescale : null;
    }
    offset += box.size;
  }
  return null;
}
