import { ImageUploader, type ImageUploadItem } from 'antd-mobile';
import { useEffect, useEffectEvent, useMemo, useRef, useState } from 'react';
import { compressImage, type CompressOptions } from './compress-image';
import { filePreviewUrl } from './file-preview-url';
import {
  checkCompressed,
  checkPicked,
  countExceededText,
  DEFAULT_RULES,
  rulesHint,
  type ImageRules,
} from './image-checks';
import './image-upload.css';

export interface ImageUploadProps {
  /** The uploaded files' ids (controlled). */
  value?: string[];
  onChange?: (fileIds: string[]) => void;
  /**
   * Sends one (already compressed) image and resolves with its fileId: the caller wraps a
   * generated mutation such as uploadImage, so the call goes through the transport and its
   * catalogue like every other write. A rejection marks the image as failed.
   */
  upload: (file: File) => Promise<string>;
  /** Default 1. */
  maxCount?: number;
  accept?: ImageRules['accept'];
  /** After compression. Default 5 MB. */
  maxSizeMb?: number;
  /** Before compression. Default 30 MB. */
  maxOriginalMb?: number;
  /** false uploads the file as picked. */
  compress?: CompressOptions | false;
  disabled?: boolean;
  /** Opens the camera directly on phones that support it (e.g. 'environment' for documents). */
  capture?: 'user' | 'environment';
  /** Names the field for assistive technology and in messages, e.g. 身份证人像面. */
  label?: string;
  /** Replaces the default line under the images (formats, size, count). */
  hint?: string;
  /**
   * True while an image is being compressed or sent: a form disables its submit meanwhile, so
   * nothing is submitted without the image the investor just picked.
   */
  onBusyChange?: (busy: boolean) => void;
}

/**
 * Image upload of the page kit: antd-mobile's ImageUploader with checks before anything is sent
 * (type, HEIC, size, count, each refusal explained in Chinese under the images), compression in
 * the browser (compressorjs, loaded on first use), previews through the file-preview path, and
 * the caller's upload function. The value is the list of uploaded fileIds.
 */
export function ImageUpload({
  value = [],
  onChange,
  upload,
  maxCount = 1,
  accept = DEFAULT_RULES.accept,
  maxSizeMb = DEFAULT_RULES.maxSizeMb,
  maxOriginalMb = DEFAULT_RULES.maxOriginalMb,
  compress = {},
  disabled = false,
  capture,
  label = '图片',
  hint,
  onBusyChange,
}: ImageUploadProps) {
  const rules = useMemo(() => ({ accept, maxSizeMb, maxOriginalMb }), [accept, maxSizeMb, maxOriginalMb]);
  const [messages, setMessages] = useState<string[]>([]);
  const [preparing, setPreparing] = useState(0);
  const [failed, setFailed] = useState(0);
  const [sending, setSending] = useState(0);
  const batch = useRef<File[] | undefined>(undefined);
  const items = useMemo<ImageUploadItem[]>(
    () => value.map((id) => ({ key: id, url: filePreviewUrl(id) })),
    [value],
  );

  const busy = preparing > 0 || sending > 0;
  const reportBusy = useEffectEvent((now: boolean) => onBusyChange?.(now));
  useEffect(() => reportBusy(busy), [busy]);

  const refuse = (message: string) => setMessages((old) => [...old, message]);

  const beforeUpload = async (file: File, files: File[]): Promise<File | null> => {
    // A new selection starts with a clean slate of messages.
    if (batch.current !== files) {
      batch.current = files;
      setMessages([]);
    }
    const refusal = checkPicked(file, rules);
    if (refusal) {
      refuse(refusal);
      return null;
    }
    if (compress === false) return checkSize(file, file.name);
    setPreparing((n) => n + 1);
    try {
      return checkSize(await compressImage(file, compress), file.name);
    } catch {
      refuse(`“${file.name}”无法读取，请换一张图片`);
      return null;
    } finally {
      setPreparing((n) => n - 1);
    }
  };

  const checkSize = (file: File, originalName: string): File | null => {
    const refusal = checkCompressed(file, originalName, rules);
    if (refusal) refuse(refusal);
    return refusal ? null : file;
  };

  const send = async (file: File): Promise<ImageUploadItem> => {
    const fileId = await upload(file);
    return { key: fileId, url: filePreviewUrl(fileId) };
  };

  return (
    <div className="image-upload" role="group" aria-label={label}>
      <ImageUploader
        value={items}
        onChange={(next) => onChange?.(next.map((item) => String(item.key)))}
        upload={send}
        beforeUpload={beforeUpload}
        accept={accept.join(',')}
        multiple={maxCount > 1}
        maxCount={maxCount}
        onCountExceed={(ignored) => refuse(countExceededText(maxCount, ignored))}
        // Failed images stay (red frame) until deleted; the message under them counts them.
        onUploadQueueChange={(tasks) => {
          setFailed(tasks.filter((task) => task.status === 'fail').length);
          setSending(tasks.filter((task) => task.status === 'pending').length);
        }}
        deleteIcon={<DeleteIcon />}
        disableUpload={disabled}
        deletable={!disabled}
        capture={capture}
        imageFit="cover"
      />
      {preparing > 0 ? (
        <p className="image-upload-status" role="status">
          正在处理图片…
        </p>
      ) : null}
      {messages.length > 0 || failed > 0 ? (
        <div className="image-upload-messages" role="alert">
          {messages.map((message, index) => (
            <p key={index}>{message}</p>
          ))}
          {failed > 0 ? <p>{failed} 张图片上传失败，请删除后重新上传</p> : null}
        </div>
      ) : (
        <p className="image-upload-hint">{hint ?? rulesHint(rules, maxCount)}</p>
      )}
    </div>
  );
}

/** antd-mobile's delete corner has no name; this one is announced as a button. */
function DeleteIcon() {
  return (
    <svg
      className="adm-image-uploader-cell-delete-icon"
      role="button"
      aria-label="删除图片"
      width="1em"
      height="1em"
      viewBox="0 0 10 10"
      stroke="currentColor"
      strokeWidth="1.6"
      strokeLinecap="round"
    >
      <path d="M2 2l6 6M8 2l-6 6" />
    </svg>
  );
}
