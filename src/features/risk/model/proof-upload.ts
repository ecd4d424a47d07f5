import { useUploadImage } from '@gen/hooks/risk/risk';

/** The image as base64 without the data: prefix (uploadImage's base64Content). */
export function readAsBase64(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => {
      const url = typeof reader.result === 'string' ? reader.result : '';
      resolve(url.slice(url.indexOf(',') + 1));
    };
    reader.onerror = () => reject(reader.error ?? new Error('图片读取失败'));
    reader.readAsDataURL(file);
  });
}

/**
 * The kit's ImageUpload `upload` for qualified-investor proofs: uploadImage with bizType
 * QUALIFIED_PROOF (the image already compressed by the kit), answering the fileId. A kit
 * candidate: the complaints page has the same adapter for OPINION.
 */
export function useProofUpload(): (file: File) => Promise<string> {
  const uploadImage = useUploadImage({ request: { hideLoading: true } });
  return async (file) => {
    const data = await uploadImage.mutateAsync({
      data: {
        bizType: 'QUALIFIED_PROOF',
        fileName: file.name.slice(-100) || 'proof.jpg',
        contentType: file.type === 'image/png' ? 'image/png' : 'image/jpeg',
        base64Content: await readAsBase64(file),
      },
    });
    return data.fileId;
  };
}
