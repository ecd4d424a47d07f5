import { useState } from 'react';
import { DemoCase, DemoOutput, type DemoProps } from '@/dev/gallery/demo-frame';
import { ImageUpload } from './image-upload';

export const demoMeta = { title: '图片上传（压缩、格式与大小校验）', order: 90 };

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The upload is simulated (a page passes a generated mutation such as uploadImage); previews
 * come from the file-preview path, which the demo build's mock answers with a placeholder.
 * Try a HEIC, a GIF or more than three images to see the messages.
 */
export default function ImageUploadDemo({ open }: DemoProps) {
  return (
    <>
      <DemoCase title="资产证明（最多 3 张，已上传 1 张）">
        <Case initial={['F202406280001']} maxCount={3} label="资产证明" />
      </DemoCase>
      {open ? null : (
        <>
          <DemoCase title="身份证人像面（单张，可直接拍照）">
            <Case maxCount={1} label="身份证人像面" capture="environment" />
          </DemoCase>
          <DemoCase title="上传失败（服务端拒绝）">
            <Case maxCount={2} label="上传失败示例" fail />
          </DemoCase>
        </>
      )}
    </>
  );
}

function Case({
  initial = [],
  maxCount,
  label,
  capture,
  fail,
}: {
  initial?: string[];
  maxCount: number;
  label: string;
  capture?: 'environment';
  fail?: boolean;
}) {
  const [ids, setIds] = useState(initial);
  const upload = async (file: File) => {
    await wait(800);
    if (fail) throw new Error('上传失败');
    return `DEMO-${Math.round(file.size / 1024)}KB-${Date.now() % 10000}`;
  };
  return (
    <>
      <ImageUpload
        value={ids}
        onChange={setIds}
        upload={upload}
        maxCount={maxCount}
        label={label}
        capture={capture}
      />
      <DemoOutput value={ids} />
    </>
  );
}
