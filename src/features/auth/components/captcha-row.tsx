import type { ImgCodeData } from '@gen/model/imgCodeData';
import { FieldRow, TextInput } from '@/page-kit/form';

export interface CaptchaRowProps {
  id: string;
  image: ImgCodeData | undefined;
  loading: boolean;
  value: string;
  onChange: (value: string) => void;
  onRefresh: () => void;
  error?: string;
}

/**
 * The image captcha the server asks for after repeated wrong codes: 4 characters, the image drawn
 * from getImgCode's data URI in an img (never as markup); tapping it fetches a new one.
 */
export function CaptchaRow({ id, image, loading, value, onChange, onRefresh, error }: CaptchaRowProps) {
  return (
    <FieldRow label="图形验证码" htmlFor={id} error={error} errorId={`${id}-error`}>
      <div className="login-inline-control">
        <TextInput
          id={id}
          className="login-captcha-input"
          value={value}
          onChange={(text) => onChange(text.replace(/[^0-9A-Za-z]/g, '').slice(0, 4))}
          placeholder="请输入右侧字符"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
        />
        <button
          type="button"
          className="login-captcha-image"
          onClick={onRefresh}
          disabled={loading}
          aria-label="看不清，换一张"
        >
          {image ? (
            <img src={image.imageDataUri} alt="图形验证码" width={100} height={40} />
          ) : (
            <span>加载中…</span>
          )}
        </button>
      </div>
    </FieldRow>
  );
}
