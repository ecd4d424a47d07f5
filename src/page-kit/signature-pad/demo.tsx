import { Button } from 'antd-mobile';
import { useState } from 'react';
import { DemoCase, DemoOutput, type DemoProps } from '@/dev/gallery/demo-frame';
import { SignatureSheet } from './signature-sheet';

export const demoMeta = { title: '手写签名（全屏签名板）', order: 110 };

/** Sign, turn the phone (or resize the window), undo, confirm: the PNG shows below. */
export default function SignaturePadDemo({ open }: DemoProps) {
  const [visible, setVisible] = useState(!!open);
  const [png, setPng] = useState<Blob>();
  // A data: URL (the CSP's img-src allows it) needs no revoking, unlike an object URL.
  const [url, setUrl] = useState<string>();
  return (
    <DemoCase title="签署确认书">
      <Button color="primary" onClick={() => setVisible(true)}>
        开始签名
      </Button>
      <DemoOutput value={png ? { type: png.type, bytes: png.size } : undefined} />
      {url ? (
        <img src={url} alt="签名预览" style={{ width: '100%', marginTop: 8, border: '1px solid #eee' }} />
      ) : null}
      <SignatureSheet
        visible={visible}
        onCancel={() => setVisible(false)}
        onConfirm={(blob) => {
          setPng(blob);
          const reader = new FileReader();
          reader.onload = () => setUrl(String(reader.result));
          reader.readAsDataURL(blob);
          setVisible(false);
        }}
      />
    </DemoCase>
  );
}
