import { ImageViewer, Space } from 'antd-mobile';
import 'antd-mobile/es/components/image-uploader/image-uploader.css';
import {
  useEffect,
  useEffectEvent,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type ChangeEvent,
} from 'react';
import { compressImage, type CompressOptions } from './compress-image';
import { filePreviewUrl } from '@/page-kit/file-preview';
import {
  checkCompressed,
  checkPicked,
  countExceededText,
  DEFAULT_RULES,
  rulesHint,
  type ImageRules,
} from './image-checks';
import { readPreview } from './read-preview';
import { AddIcon, UploadCell } from './upload-cell';
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

/** An image picked here and not (yet) in the value: being sent, failed, or sent in a batch still open. */
interface Sending {
  id: number;
  file: File;
  /** A data: URL of the compressed image (read-preview.ts). */
  preview: string;
  status: 'pending' | 'fail' | 'done';
}

/**
 * Image upload of the page kit, drawn with antd-mobile's ImageUploader cells: checks before
 * anything is sent (type, HEIC, size, count, each refusal explained in Chinese under the images),
 * compression in the browser (compressorjs, loaded on first use), the caller's upload function,
 * uploaded images from the file-preview path, full screen on a tap. The value is the list of
 * uploaded fileIds. An image being sent shows from a data: URL, never a blob: URL (see
 * read-preview.ts), so nothing is revoked while an <img> may still ask for it.
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
  const [sending, setSendingState] = useState<Sending[]>([]);
  // Picks and answers arrive while other answers are awaited: they work on the latest lists.
  const sendingNow = useRef<Sending[]>([]);
  const preparingNow = useRef(0);
  const valueNow = useRef(value);
  useLayoutEffect(() => {
    valueNow.current = value;
  });
  const lastSendingId = useRef(0);
  const viewer = useRef<{ close: () => void } | null>(null);
  useEffect(() => () => viewer.current?.close(), []);

  const setSending = (change: (old: Sending[]) => Sending[]) => {
    sendingNow.current = change(sendingNow.current);
    setSendingState(sendingNow.current);
  };
  const mark = (id: number, status: Sending['status']) =>
    setSending((old) => old.map((item) => (item.id === id ? { ...item, status } : item)));
  const changePreparing = (by: number) => {
    preparingNow.current += by;
    setPreparing(preparingNow.current);
  };
  const refuse = (message: string) => setMessages((old) => [...old, message]);

  const busy = preparing > 0 || sending.some((item) => item.status === 'pending');
  const reportBusy = useEffectEvent((now: boolean) => onBusyChange?.(now));
  useEffect(() => reportBusy(busy), [busy]);

  /** Compressed and checked, with its preview; null (and a message) when refused. */
  const prepare = async (file: File): Promise<{ file: File; preview: string } | null> => {
    try {
      const ready = compress === false ? file : await compressImage(file, compress);
      const refusal = checkCompressed(ready, file.name, rules);
      if (refusal) {
        refuse(refusal);
        return null;
      }
      return { file: ready, preview: await readPreview(ready) };
    } catch {
      refuse(`“${file.name}”无法读取，请换一张图片`);
      return null;
    }
  };

  const send = async (item: Sending): Promise<string | undefined> => {
    try {
      const fileId = await upload(item.file);
      mark(item.id, 'done');
      return fileId;
    } catch {
      mark(item.id, 'fail');
      return undefined;
    }
  };

  const pick = async (event: ChangeEvent<HTMLInputElement>) => {
    const picked = [...(event.target.files ?? [])];
    event.target.value = ''; // the same image may be picked again
    if (picked.length === 0) return;
    // A new selection starts with a clean slate of messages.
    setMessages([]);
    const acceptable = picked.filter((file) => {
      const refusal = checkPicked(file, rules);
      if (refusal) refuse(refusal);
      return refusal === null;
    });
    const room = maxCount - valueNow.current.length - sendingNow.current.length - preparingNow.current;
    const kept = acceptable.slice(0, Math.max(0, room));
    if (kept.length < acceptable.length) refuse(countExceededText(maxCount, acceptable.length - kept.length));
    if (kept.length === 0) return;

    changePreparing(kept.length);
    const prepared = await Promise.all(kept.map(prepare)).finally(() => changePreparing(-kept.length));
    const batch = prepared.flatMap((ready) =>
      ready ? [{ id: (lastSendingId.current += 1), ...ready, status: 'pending' as const }] : [],
    );
    if (batch.length === 0) return;
    setSending((old) => [...old, ...batch]);
    const fileIds = await Promise.all(batch.map(send));
    // The batch's images join the value together, and leave the sending list at the same time.
    const sent = batch.filter((_, index) => fileIds[index] !== undefined).map((item) => item.id);
    if (sent.length === 0) return;
    onChange?.([...valueNow.current, ...fileIds.filter((id) => id !== undefined)]);
    setSending((old) => old.filter((item) => !sent.includes(item.id)));
  };

  const open = (index: number) => {
    viewer.current = ImageViewer.Multi.show({
      images: value.map(filePreviewUrl),
      defaultIndex: index,
      onClose: () => (viewer.current = null),
    });
  };

  const failed = sending.filter((item) => item.status === 'fail').length;
  const canAdd = !disabled && value.length + sending.length + preparing < maxCount;

  return (
    <div className="image-upload" role="group" aria-label={label}>
      <div className="adm-image-uploader">
        <Space className="adm-image-uploader-space" wrap block>
          {value.map((fileId, index) => (
            <UploadCell
              // Deleting one keeps the others mounted (a fileId twice gets its occurrence).
              key={`file-${fileId}-${value.slice(0, index).filter((other) => other === fileId).length}`}
              src={filePreviewUrl(fileId)}
              alt={`${label}${index + 1}`}
              onOpen={() => open(index)}
              onDelete={disabled ? undefined : () => onChange?.(value.filter((_, other) => other !== index))}
            />
          ))}
          {sending.map((item, index) => (
            <UploadCell
              key={`sending-${item.id}`}
              src={item.preview}
              alt={`${label}${value.length + index + 1}`}
              pending={item.status === 'pending'}
              failed={item.status === 'fail'}
              onDelete={
                item.status === 'fail' && !disabled
                  ? () => setSending((old) => old.filter((other) => other.id !== item.id))
                  : undefined
              }
            />
          ))}
          <div
            className="adm-image-uploader-upload-button-wrap"
            style={canAdd ? undefined : { display: 'none' }}
          >
            <span className="adm-image-uploader-cell adm-image-uploader-upload-button" aria-hidden="true">
              <span className="adm-image-uploader-upload-button-icon">
                <AddIcon />
              </span>
            </span>
            {disabled ? null : (
              <input
                type="file"
                className="adm-image-uploader-input"
                aria-label={`添加${label}`}
                accept={accept.join(',')}
                multiple={maxCount > 1}
                capture={capture}
                onChange={(event) => void pick(event)}
              />
            )}
          </div>
        </Space>
      </div>
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
