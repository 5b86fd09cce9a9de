import { describe, expect, it } from 'vitest';
import { imageFromClipboard } from './pasted-image';

const transfer = (files: File[]) => ({ files, items: [] }) as unknown as DataTransfer;

describe('pasted image', () => {
  it('keeps the first image file of the clipboard and ignores other files', () => {
    const text = new File(['x'], 'notes.txt', { type: 'text/plain' });
    const image = new File(['png'], 'shot.png', { type: 'image/png' });
    expect(imageFromClipboard(transfer([text, image]))).toBe(image);
    expect(imageFromClipboard(transfer([text]))).toBeNull();
    expect(imageFromClipboard(null)).toBeNull();
  });
});
