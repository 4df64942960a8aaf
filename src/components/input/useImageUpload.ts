import { useCallback, useState } from 'react';
import { useTranslate } from 'react-admin';
import { useHttp } from '../../plugin/HttpContext';
import { IMAGE_UPLOAD_PATH, imageFileProblem, type UploadedImage } from './imageFile';

export interface ImageUpload {
  /** The stored image, or null when it was refused (then `problem` says why). */
  upload(file: File): Promise<UploadedImage | null>;
  busy: boolean;
  /** The refusal to show, in the console language: the browser's check (spec §5 words) or the server's. */
  problem: string | null;
  clearProblem(): void;
}

/**
 * The one checked upload to chance-upload/image, shared by every picture the console stores (cover
 * and banner inputs, images inside rich text): what is plainly no image or over 1MB is refused
 * before sending; otherwise the server's refusal is shown as it says it.
 */
export function useImageUpload(): ImageUpload {
  const translate = useTranslate();
  const http = useHttp();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const upload = useCallback(
    async (file: File): Promise<UploadedImage | null> => {
      const local = imageFileProblem(file);
      if (local) {
        setProblem(translate(`imageUpload.${local}`));
        return null;
      }
      const form = new FormData();
      form.append('file', file, file.name);
      setBusy(true);
      setProblem(null);
      try {
        return await http.request<UploadedImage>(IMAGE_UPLOAD_PATH, { body: form, silent: true });
      } catch (error) {
        const message = error instanceof Error ? error.message.trim() : '';
        setProblem(message && message !== 'Error' ? message : translate('imageUpload.failed'));
        return null;
      } finally {
        setBusy(false);
      }
    },
    [http, translate],
  );

  const clearProblem = useCallback(() => setProblem(null), []);
  return { upload, busy, problem, clearProblem };
}
