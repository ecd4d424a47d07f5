/**
 * The camera for the liveness check and the recording: getUserMedia, with every way it fails put
 * in words an investor can act on (domain-brief: clear handling of denial and of no camera).
 */
export type CameraProblem =
  | 'unsupported' // no navigator.mediaDevices (an old webview, or not https)
  | 'denied' // NotAllowedError / SecurityError: the investor or the system said no
  | 'no-camera' // NotFoundError / OverconstrainedError
  | 'busy' // NotReadableError / AbortError: another app holds the camera
  | 'failed'; // anything else

export interface CameraFailure {
  problem: CameraProblem;
  errorName: string;
  errorMessage: string;
}

export const CAMERA_TEXT: Record<CameraProblem, { title: string; advice: string }> = {
  unsupported: {
    title: '当前浏览器无法使用摄像头',
    advice: '请在华信信托App中办理，或使用手机自带浏览器（Safari、Chrome等）打开本页面。',
  },
  denied: {
    title: '未获得摄像头权限',
    advice:
      '请允许本页面使用摄像头后点击“重试”。如已拒绝：iPhone 请在“设置 → 隐私与安全性 → 相机”中开启；安卓手机请在“设置 → 应用 → 权限管理 → 相机”中开启；在微信中可点击右上角“···”重新进入页面。',
  },
  'no-camera': {
    title: '未检测到可用的摄像头',
    advice: '请确认设备带有前置摄像头且未被禁用，或更换手机后重试。',
  },
  busy: {
    title: '摄像头正被其他应用使用',
    advice: '请关闭正在使用摄像头的应用（如视频通话、相机）后点击“重试”。',
  },
  failed: {
    title: '摄像头启动失败',
    advice: '请稍后点击“重试”；如仍无法使用，请联系您的理财经理预约柜台办理。',
  },
};

function problemOf(name: string): CameraProblem {
  if (name === 'NotAllowedError' || name === 'SecurityError' || name === 'PermissionDeniedError')
    return 'denied';
  if (name === 'NotFoundError' || name === 'OverconstrainedError' || name === 'DevicesNotFoundError')
    return 'no-camera';
  if (name === 'NotReadableError' || name === 'AbortError' || name === 'TrackStartError') return 'busy';
  return 'failed';
}

export type CameraResult = { stream: MediaStream } | { failure: CameraFailure };

/** Opens the front camera (and the microphone for a recording). Never throws. */
export async function openCamera(audio: boolean): Promise<CameraResult> {
  const media = typeof navigator === 'undefined' ? undefined : navigator.mediaDevices;
  if (!media || typeof media.getUserMedia !== 'function') {
    return {
      failure: {
        problem: 'unsupported',
        errorName: 'NoMediaDevices',
        errorMessage: 'navigator.mediaDevices.getUserMedia is not available',
      },
    };
  }
  try {
    const stream = await media.getUserMedia({
      video: { facingMode: 'user', width: { ideal: 640 }, height: { ideal: 480 } },
      audio,
    });
    return { stream };
  } catch (error) {
    const name = error instanceof Error || error instanceof DOMException ? error.name : 'Error';
    const message = error instanceof Error || error instanceof DOMException ? error.message : String(error);
    return { failure: { problem: problemOf(name), errorName: name, errorMessage: message.slice(0, 300) } };
  }
}

export function stopCamera(stream: MediaStream | undefined): void {
  stream?.getTracks().forEach((track) => track.stop());
}

/** One frame of the preview as base64 JPEG (no data: prefix), or undefined before the first frame. */
export function captureFrame(video: HTMLVideoElement): string | undefined {
  const width = video.videoWidth;
  const height = video.videoHeight;
  if (!width || !height) return undefined;
  const canvas = document.createElement('canvas');
  const scale = Math.min(1, 640 / width);
  canvas.width = Math.round(width * scale);
  canvas.height = Math.round(height * scale);
  const context = canvas.getContext('2d');
  if (!context) return undefined;
  context.drawImage(video, 0, 0, canvas.width, canvas.height);
  const url = canvas.toDataURL('image/jpeg', 0.85);
  canvas.width = 0;
  canvas.height = 0;
  return url.replace(/^data:[^,]*,/, '');
}
