/**
 * A picked image as a data: URL, for its cell while it is being sent. Not a blob: URL: such a URL
 * must be revoked, and an <img> that asks for it after that (antd-mobile's uploader revoked it
 * when the upload resolved) makes Chromium log ERR_FILE_NOT_FOUND; a data: URL holds the bytes
 * itself and is simply dropped with the cell. The image is already compressed (≤ 5 MB).
 */
export function readPreview(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => (typeof reader.result === 'string' ? resolve(reader.result) : reject(reader.error));
    reader.onerror = () => reject(reader.error ?? new Error('The image could not be read.'));
    reader.readAsDataURL(file);
  });
}
