import { Button } from 'antd-mobile';
import { useEffect, useRef, type RefObject } from 'react';
import { CAMERA_TEXT, type CameraFailure } from '../model/camera';
import '../styles/double-record.css';

/**
 * The live preview (muted: the investor must not hear themselves), mirrored like a mirror.
 * `compact` while recording: the script to read aloud must stay on screen below it.
 */
export function CameraPreview({
  stream,
  videoRef,
  oval,
  compact,
}: {
  stream: MediaStream;
  videoRef?: RefObject<HTMLVideoElement | null>;
  oval?: boolean;
  compact?: boolean;
}) {
  const own = useRef<HTMLVideoElement>(null);
  const ref = videoRef ?? own;
  useEffect(() => {
    const video = ref.current;
    if (!video) return;
    video.srcObject = stream;
    void video.play?.()?.catch(() => undefined);
  }, [ref, stream]);
  return (
    <div className={compact ? 'dr-preview dr-preview-compact' : 'dr-preview'}>
      <video ref={ref} className="dr-video" autoPlay playsInline muted aria-label="摄像头画面" />
      {oval ? <div className="dr-oval" aria-hidden="true" /> : null}
    </div>
  );
}

/** Why the camera is not there, what to do, and 重试. */
export function CameraProblemView({ failure, onRetry }: { failure: CameraFailure; onRetry: () => void }) {
  const text = CAMERA_TEXT[failure.problem];
  return (
    <section className="dr-card dr-problem" role="alert" aria-label={text.title}>
      <h2 className="dr-title">{text.title}</h2>
      <p className="dr-text">{text.advice}</p>
      {failure.problem === 'unsupported' ? null : (
        <Button block color="primary" size="large" onClick={onRetry}>
          重试
        </Button>
      )}
      <p className="dr-text dr-weak">
        也可联系您的理财经理或致电 400-820-8888，预约到华信信托柜台以现场方式办理。
      </p>
    </section>
  );
}
