/** Longest wait for a preview: a stuck image must never hold an upload back. */
const PREVIEW_WAIT_MS = 1000;

/**
 * Resolves when every local (blob:) preview inside `root` has been decoded or has failed.
 *
 * Why: antd-mobile's uploader shows a picked file through a blob: URL and revokes that URL as
 * soon as the upload resolves. An upload faster than the browser's read of the blob (a mock,
 * a fast network) revokes it mid-load, and Chromium logs ERR_FILE_NOT_FOUND for every image.
 * Resolving the upload only after the preview settled makes the hand-over clean. Browsers
 * without `decode()` (and jsdom, which loads no images) do not wait.
 */
export function previewsSettled(root: ParentNode | null, waitMs = PREVIEW_WAIT_MS): Promise<void> {
  const previews = [...(root?.querySelectorAll<HTMLImageElement>('img[src^="blob:"]') ?? [])].filter(
    (img) => typeof img.decode === 'function',
  );
  if (previews.length === 0) return Promise.resolve();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<void>((resolve) => (timer = setTimeout(resolve, waitMs)));
  const decoded = Promise.all(previews.map((img) => img.decode().catch(() => undefined)));
  return Promise.race([decoded.then(() => undefined), timeout]).finally(() => clearTimeout(timer));
}
