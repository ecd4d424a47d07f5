/** A PNG blob as the contract carries it: base64 without the data: prefix. */
export function pngToBase64(png: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result).replace(/^data:[^,]*,/, ''));
    reader.onerror = () => reject(reader.error ?? new Error('签名图片读取失败'));
    reader.readAsDataURL(png);
  });
}
