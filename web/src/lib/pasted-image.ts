import { useEffect, useSyncExternalStore } from 'react';

/** The last image file pasted anywhere in the app (spec §1, client state "pasted image"). */
export interface PastedImage {
  file: File;
  /** Object URL for a preview; revoked when another image replaces it. */
  url: string;
}

let current: PastedImage | null = null;
const listeners = new Set<() => void>();

function emit() {
  for (const listener of listeners) listener();
}

function getPastedImage(): PastedImage | null {
  return current;
}

/** Keeps `file` as the pasted image (null forgets it). */
export function setPastedImage(file: File | null) {
  if (current) URL.revokeObjectURL(current.url);
  current = file ? { file, url: URL.createObjectURL(file) } : null;
  emit();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** The first image file of a clipboard event, if any. */
export function imageFromClipboard(data: DataTransfer | null): File | null {
  if (!data) return null;
  for (const file of Array.from(data.files ?? [])) {
    if (file.type.startsWith('image/')) return file;
  }
  for (const item of Array.from(data.items ?? [])) {
    if (item.kind === 'file' && item.type.startsWith('image/')) {
      const file = item.getAsFile();
      if (file) return file;
    }
  }
  return null;
}

function onPaste(event: ClipboardEvent) {
  const file = imageFromClipboard(event.clipboardData);
  // text pasted into a field goes on as usual; only an image is kept aside
  if (file) setPastedImage(file);
}

let installed = false;
/**
 * Listens to paste events on the whole document, once for the app's lifetime. Called by
 * usePastedImage; the app shell may call it at start so pastes on any page count.
 */
function installPasteListener() {
  if (installed || typeof document === 'undefined') return;
  installed = true;
  document.addEventListener('paste', onPaste);
}

/** The pasted image (re-renders when another one is pasted); installs the document listener. */
export function usePastedImage(): PastedImage | null {
  useEffect(() => installPasteListener(), []);
  return useSyncExternalStore(subscribe, getPastedImage, () => null);
}
