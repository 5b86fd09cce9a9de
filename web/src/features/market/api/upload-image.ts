import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export interface UploadedImage {
  smallImageUrl: string;
  bigImageUrl: string;
}

/** POST /api/upload_files (signed in; multipart field `file`) -> 201 {smallImageUrl, bigImageUrl}. */
export function uploadImage(file: File): Promise<UploadedImage> {
  const form = new FormData();
  form.append('file', file, file.name);
  return api.post<UploadedImage>('/api/upload_files', form);
}

export function useUploadImage() {
  return useMutation({ mutationFn: uploadImage });
}
