import { DemoCase, DemoOutput, type DemoProps } from '@/dev/gallery/demo-frame';
import { filePreviewUrl } from './file-preview-url';

export const demoMeta = { title: '存储文件的图片地址（文件预览）', order: 91 };

/** The address an <img> uses for a stored file (the mock serves a picture for any id). */
export default function FilePreviewDemo(_props: DemoProps) {
  const url = filePreviewUrl('banner-01');
  return (
    <DemoCase title="filePreviewUrl('banner-01')">
      <img src={url} alt="文件预览" style={{ maxWidth: '100%' }} />
      <DemoOutput value={url} />
    </DemoCase>
  );
}
