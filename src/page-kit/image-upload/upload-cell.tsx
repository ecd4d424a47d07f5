import { Image, SpinLoading } from 'antd-mobile';

/**
 * One image of the upload grid, drawn with antd-mobile's ImageUploader classes and stylesheet (so
 * it looks like antd's and the kit's elderly rules apply): the image, a mask while it is sent, a
 * red frame when sending failed, and the delete control when it may be deleted.
 */
export interface UploadCellProps {
  src: string;
  alt: string;
  pending?: boolean;
  failed?: boolean;
  /** Absent: the image cannot be deleted (being sent, or the upload is disabled). */
  onDelete?: () => void;
  /** Opens the image full screen. */
  onOpen?: () => void;
}

export function UploadCell({ src, alt, pending = false, failed = false, onDelete, onOpen }: UploadCellProps) {
  return (
    <div
      className={failed ? 'adm-image-uploader-cell adm-image-uploader-cell-fail' : 'adm-image-uploader-cell'}
    >
      <Image className="adm-image-uploader-cell-image" src={src} alt={alt} fit="cover" onClick={onOpen} />
      {pending ? (
        <div className="adm-image-uploader-cell-mask">
          <span className="adm-image-uploader-cell-loading">
            <SpinLoading color="white" />
            <span className="adm-image-uploader-cell-mask-message">上传中…</span>
          </span>
        </div>
      ) : null}
      {onDelete ? (
        <button
          type="button"
          className="adm-image-uploader-cell-delete"
          aria-label="删除图片"
          onClick={onDelete}
        >
          <svg
            className="adm-image-uploader-cell-delete-icon"
            aria-hidden="true"
            width="1em"
            height="1em"
            viewBox="0 0 10 10"
            stroke="currentColor"
            strokeWidth="1.6"
            strokeLinecap="round"
          >
            <path d="M2 2l6 6M8 2l-6 6" />
          </svg>
        </button>
      ) : null}
    </div>
  );
}

/** The "+" of the add cell. */
export function AddIcon() {
  return (
    <svg
      aria-hidden="true"
      width="1em"
      height="1em"
      viewBox="0 0 32 32"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      style={{ verticalAlign: '-0.125em' }}
    >
      <path d="M16 5v22M5 16h22" />
    </svg>
  );
}
