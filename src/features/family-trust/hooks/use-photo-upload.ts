import { useUploadImage } from '@gen/hooks/risk/risk';

/** A picked (compressed) image as base64 without the data-URL head, as uploadImage carries it. */
function readAsBase64(file: Blob): Promise<string> {
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
 * The kit ImageUpload's `upload` for the change's photos: one image through the generated
 * uploadImage (BANK_CARD for the new card, ID_CARD for the ID), resolved with its fileId.
 */
export function usePhotoUpload(bizType: 'BANK_CARD' | 'ID_CARD') {
  const uploadImage = useUploadImage();
  return async (file: File) => {
    const answer = await uploadImage.mutateAsync({
      data: {
        bizType,
        fileName: file.name.slice(-100) || (bizType === 'BANK_CARD' ? 'bank-card.jpg' : 'id-card.jpg'),
        contentType: file.type === 'image/png' ? 'image/png' : 'image/jpeg',
        base64Content: await readAsBase64(file),
      },
    });
    return answer.fileId;
  };
}
