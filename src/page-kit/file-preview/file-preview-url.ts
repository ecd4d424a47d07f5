/** The preview path of the product spec (section 7), fixed like the API's own paths. */
export const FILE_PREVIEW_PATH = '/xtmk/apph5/appgw/crm/file/preview';

/**
 * The image of a stored file (openapi/paths/file.yaml, operation filePreview: a separate gateway
 * path, used only as an image source). An <img src>, not a call: the browser fetches it, so it
 * needs no transport. Same origin, as the CSP's img-src requires.
 */
export function filePreviewUrl(fileId: string): string {
  return `${FILE_PREVIEW_PATH}?fileId=${encodeURIComponent(fileId)}`;
}
