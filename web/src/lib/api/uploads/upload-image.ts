import { useMutation } from '@tanstack/react-query';
import { api } from '../../api-client';

export interface UploadedImage {
  smallImageUrl: string;
  bigImageUrl: string;
}

/** POST /api/upload_files (signed in; multipart field `file`) -> 201 {smallImageUrl, bigImageUrl}. */
export function uploadImage(file: Blob, filename = 'image'): Promise<UploadedImage> {
  const form = new FormData();
  form.append('file', file, file instanceof File ? file.name : filename);
  return api.post<UploadedImage>('/api/upload_files', form);
}

export function useUploadImage() {
  return useMutation({ mutationFn: (file: Blob) => uploadImage(file) });
}
