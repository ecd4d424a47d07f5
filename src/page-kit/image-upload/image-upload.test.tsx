import { render, screen, waitFor } from '@testing-library/react';
import { ImageViewer } from 'antd-mobile';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ImageUpload, type ImageUploadProps } from './image-upload';

/** compressorjs in jsdom cannot decode images: each test says what compression yields. */
const compression = vi.hoisted(() => ({
  calls: [] as File[],
  yields: (file: File): File | Error => new File(['small'], file.name, { type: file.type }),
}));
vi.mock('./compress-image', () => ({
  compressImage: async (file: File) => {
    compression.calls.push(file);
    const out = compression.yields(file);
    if (out instanceof Error) throw out;
    return out;
  },
}));

const MB = 1024 * 1024;
const photo = (name: string, type = 'image/jpeg', size = 3 * MB) => {
  const file = new File(['x'], name, { type });
  Object.defineProperty(file, 'size', { value: size });
  return file;
};

function Controlled(
  props: Omit<ImageUploadProps, 'value' | 'onChange'> & {
    initial?: string[];
    onIds?: (ids: string[]) => void;
  },
) {
  const { initial = [], onIds, ...rest } = props;
  const [ids, setIds] = useState(initial);
  return (
    <ImageUpload
      {...rest}
      value={ids}
      onChange={(next) => {
        setIds(next);
        onIds?.(next);
      }}
    />
  );
}

const input = () => document.querySelector('input[type=file]') as HTMLInputElement;
const previews = () =>
  [...document.querySelectorAll('.adm-image-uploader-cell img')].map((img) => img.getAttribute('src'));
// Android pickers ignore `accept`; so does this user.
const setup = () => userEvent.setup({ applyAccept: false });

beforeEach(() => {
  compression.calls = [];
  compression.yields = (file) => new File(['small'], file.name, { type: file.type });
  URL.createObjectURL = vi.fn(() => 'blob:local');
  URL.revokeObjectURL = vi.fn();
  vi.spyOn(console, 'error').mockImplementation(() => {}); // antd logs failed uploads
});
afterEach(() => vi.restoreAllMocks());

describe('ImageUpload', () => {
  it("gives Android WebView's file chooser what it needs to open the camera: capture, image types only, one file", () => {
    // The WebView shows no picker of its own: the container's onShowFileChooser reads these
    // attributes (capture → isCaptureEnabled, accept → acceptTypes) to start the camera.
    render(<Controlled upload={vi.fn()} label="身份证人像面" capture="environment" />);
    expect(input().getAttribute('capture')).toBe('environment');
    expect(
      input()
        .accept.split(',')
        .every((type) => type.startsWith('image/')),
    ).toBe(true);
    expect(input().multiple).toBe(false);
  });

  it('compresses, uploads through the caller, and shows the image from the preview path', async () => {
    const upload = vi.fn(async (_file: File) => 'F202406280001');
    const onIds = vi.fn();
    render(<Controlled upload={upload} onIds={onIds} maxCount={3} label="资产证明" />);
    expect(screen.getByText('支持 JPG、PNG 格式，单张不超过 5MB，最多 3 张')).toBeInTheDocument();
    expect(input()).toHaveAttribute('accept', 'image/jpeg,image/png');

    await setup().upload(input(), photo('IMG_1.jpg'));
    await waitFor(() => expect(onIds).toHaveBeenCalledWith(['F202406280001']));
    expect(compression.calls.map((f) => f.name)).toEqual(['IMG_1.jpg']);
    expect(upload.mock.calls[0]?.[0].size).toBe(5); // the compressed file, not the 3 MB original
    await waitFor(() =>
      expect(previews()).toContain('/xtmk/apph5/appgw/crm/file/preview?fileId=F202406280001'),
    );
    expect(screen.getByRole('group', { name: '资产证明' })).toBeInTheDocument();
    expect(input()).toHaveAccessibleName('添加资产证明');
  });

  it('shows an image being sent from a data: URL under a mask, never through a blob: URL', async () => {
    let finish: (id: string) => void = () => {};
    const upload = vi.fn(() => new Promise<string>((resolve) => (finish = resolve)));
    render(<Controlled upload={upload} label="转账凭证" />);
    await setup().upload(input(), photo('proof.jpg'));
    await waitFor(() => expect(upload).toHaveBeenCalled());
    await waitFor(() => expect(previews()).toEqual([`data:image/jpeg;base64,${btoa('small')}`]));
    expect(document.querySelector('.adm-image-uploader-cell-loading')).toHaveTextContent('上传中…');
    // Not deletable while it is being sent; the add cell is gone (one image at most).
    expect(screen.queryByRole('button', { name: '删除图片' })).not.toBeInTheDocument();
    expect(document.querySelector('.adm-image-uploader-upload-button-wrap')).toHaveStyle({ display: 'none' });
    finish('F7');
    await waitFor(() => expect(previews()).toEqual(['/xtmk/apph5/appgw/crm/file/preview?fileId=F7']));
    expect(document.querySelector('.adm-image-uploader-cell-loading')).toBeNull();
    expect(URL.createObjectURL).not.toHaveBeenCalled();
    expect(URL.revokeObjectURL).not.toHaveBeenCalled();
  });

  it('reports busy from the pick until the upload settled, so a form holds its submit', async () => {
    let finish: (id: string) => void = () => {};
    const upload = vi.fn(() => new Promise<string>((resolve) => (finish = resolve)));
    const busy = vi.fn();
    render(<Controlled upload={upload} onBusyChange={busy} />);
    expect(busy).toHaveBeenLastCalledWith(false);
    await setup().upload(input(), photo('IMG_2.jpg'));
    await waitFor(() => expect(upload).toHaveBeenCalled());
    expect(busy).toHaveBeenLastCalledWith(true);
    finish('F202406280002');
    await waitFor(() => expect(busy).toHaveBeenLastCalledWith(false));
  });

  it('refuses HEIC/HEIF with a way out and never uploads it', async () => {
    const upload = vi.fn(async () => 'F1');
    render(<Controlled upload={upload} />);
    await setup().upload(input(), photo('IMG_0001.HEIC', ''));
    expect(await screen.findByRole('alert')).toHaveTextContent('“IMG_0001.HEIC”是 HEIC/HEIF 格式，暂不支持');
    expect(screen.getByRole('alert')).toHaveTextContent('兼容性最佳');
    expect(upload).not.toHaveBeenCalled();
    expect(compression.calls).toEqual([]);
  });

  it('refuses other types, and a new selection clears old messages', async () => {
    const user = setup();
    const upload = vi.fn(async () => 'F1');
    render(<Controlled upload={upload} />);
    await user.upload(input(), photo('anim.gif', 'image/gif'));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      '“anim.gif”格式不支持，请上传 JPG、PNG 格式的图片',
    );
    await user.upload(input(), photo('ok.png', 'image/png'));
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
    expect(upload).toHaveBeenCalledOnce();
  });

  it('refuses an image that is still too large after compression', async () => {
    compression.yields = (file) => photo(file.name, file.type, 6 * MB);
    const upload = vi.fn(async () => 'F1');
    render(<Controlled upload={upload} />);
    await setup().upload(input(), photo('huge.png', 'image/png', 20 * MB));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      '“huge.png”压缩后仍超过 5MB，请选择较小的图片',
    );
    expect(upload).not.toHaveBeenCalled();
  });

  it('says when an image cannot be read', async () => {
    compression.yields = () => new Error('Failed to load the image.');
    render(<Controlled upload={vi.fn(async () => 'F1')} />);
    await setup().upload(input(), photo('broken.jpg'));
    expect(await screen.findByRole('alert')).toHaveTextContent('“broken.jpg”无法读取，请换一张图片');
  });

  it('keeps to the count and says how many were ignored', async () => {
    let n = 0;
    const upload = vi.fn(async () => `F${++n}`);
    const onIds = vi.fn();
    render(<Controlled upload={upload} onIds={onIds} maxCount={2} />);
    await setup().upload(input(), [photo('a.jpg'), photo('b.jpg'), photo('c.jpg')]);
    expect(await screen.findByRole('alert')).toHaveTextContent('最多上传 2 张图片，已忽略多选的 1 张');
    await waitFor(() => expect(onIds).toHaveBeenCalledWith(['F1', 'F2']));
    expect(upload).toHaveBeenCalledTimes(2);
    // Full: no more picking.
    expect(document.querySelector('.adm-image-uploader-upload-button-wrap')).toHaveStyle({ display: 'none' });
  });

  it('a failed upload is marked and explained until it is deleted', async () => {
    const user = setup();
    const upload = vi.fn(async () => Promise.reject(new Error('网络不稳定')));
    const onIds = vi.fn();
    render(<Controlled upload={upload} onIds={onIds} />);
    await user.upload(input(), photo('a.jpg'));
    expect(await screen.findByRole('alert')).toHaveTextContent('1 张图片上传失败，请删除后重新上传');
    expect(document.querySelector('.adm-image-uploader-cell-fail')).not.toBeNull();
    await user.click(screen.getByRole('button', { name: '删除图片' }));
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
    expect(onIds).not.toHaveBeenCalledWith(expect.arrayContaining([expect.anything()]));
  });

  it('shows the existing files and deletes one', async () => {
    const onIds = vi.fn();
    render(<Controlled upload={vi.fn(async () => 'F9')} initial={['F1', 'F2']} onIds={onIds} maxCount={3} />);
    expect(previews()).toEqual([
      '/xtmk/apph5/appgw/crm/file/preview?fileId=F1',
      '/xtmk/apph5/appgw/crm/file/preview?fileId=F2',
    ]);
    await setup().click(screen.getAllByRole('button', { name: '删除图片' })[0] as Element);
    await waitFor(() => expect(onIds).toHaveBeenCalledWith(['F2']));
  });

  it('opens an uploaded image full screen on a tap', async () => {
    const show = vi.spyOn(ImageViewer.Multi, 'show').mockReturnValue({ close: vi.fn() } as never);
    render(
      <Controlled upload={vi.fn(async () => 'F9')} initial={['F1', 'F2']} maxCount={3} label="资产证明" />,
    );
    await setup().click(screen.getByAltText('资产证明2')); // hidden until loaded (jsdom loads none)
    expect(show).toHaveBeenCalledWith(
      expect.objectContaining({
        images: [
          '/xtmk/apph5/appgw/crm/file/preview?fileId=F1',
          '/xtmk/apph5/appgw/crm/file/preview?fileId=F2',
        ],
        defaultIndex: 1,
      }),
    );
  });

  it('images sent together join the value together, the failed one stays to be deleted', async () => {
    const upload = vi.fn(async (file: File) =>
      file.name === 'bad.jpg' ? Promise.reject(new Error('网络不稳定')) : `F-${file.name}`,
    );
    const onIds = vi.fn();
    render(<Controlled upload={upload} onIds={onIds} maxCount={3} initial={['F0']} />);
    await setup().upload(input(), [photo('a.jpg'), photo('bad.jpg')]);
    await waitFor(() => expect(onIds).toHaveBeenCalledWith(['F0', 'F-a.jpg']));
    expect(onIds).toHaveBeenCalledOnce();
    expect(await screen.findByRole('alert')).toHaveTextContent('1 张图片上传失败');
    expect(document.querySelectorAll('.adm-image-uploader-cell-fail')).toHaveLength(1);
    // Room for one more: the failed image still counts until deleted.
    expect(document.querySelector('.adm-image-uploader-upload-button-wrap')).toHaveStyle({ display: 'none' });
    expect(URL.createObjectURL).not.toHaveBeenCalled();
  });

  it('disabled: no picking, no deleting', () => {
    render(<Controlled upload={vi.fn(async () => 'F9')} initial={['F1']} disabled />);
    expect(input()).toBeNull();
    expect(screen.queryByRole('button', { name: '删除图片' })).not.toBeInTheDocument();
  });
});
