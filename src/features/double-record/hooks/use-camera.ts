import { useCallback, useEffect, useRef, useState } from 'react';
import { saveSdkFailReason } from '@gen/hooks/double-record/double-record';
import { openCamera, stopCamera, type CameraFailure } from '../model/camera';

export type CameraState =
  | { kind: 'idle' }
  | { kind: 'starting' }
  | { kind: 'on'; stream: MediaStream }
  | { kind: 'failed'; failure: CameraFailure };

/**
 * The camera of one page: started on request (after consent), stopped when the page goes; a
 * failure is reported for support (saveSdkFailReason, silently: never any image) and kept for
 * the page to explain, with 重试 calling start again.
 */
export function useCamera({ orderNo, audio }: { orderNo: string; audio: boolean }) {
  const [state, setState] = useState<CameraState>({ kind: 'idle' });
  const stream = useRef<MediaStream | undefined>(undefined);
  const alive = useRef(true);

  useEffect(() => {
    alive.current = true;
    return () => {
      alive.current = false;
      stopCamera(stream.current);
      stream.current = undefined;
    };
  }, []);

  const start = useCallback(async () => {
    setState({ kind: 'starting' });
    stopCamera(stream.current);
    const result = await openCamera(audio);
    if (!alive.current) {
      if ('stream' in result) stopCamera(result.stream);
      return;
    }
    if ('stream' in result) {
      stream.current = result.stream;
      setState({ kind: 'on', stream: result.stream });
      return;
    }
    setState({ kind: 'failed', failure: result.failure });
    void saveSdkFailReason(
      {
        orderNo,
        stage: audio && result.failure.errorName === 'NotFoundError' ? 'MICROPHONE' : 'CAMERA',
        errorName: result.failure.errorName.slice(0, 60),
        errorMessage: result.failure.errorMessage,
        userAgent: navigator.userAgent.slice(0, 500),
      },
      { silent: true, hideLoading: true },
    ).catch(() => undefined);
  }, [audio, orderNo]);

  const stop = useCallback(() => {
    stopCamera(stream.current);
    stream.current = undefined;
    setState({ kind: 'idle' });
  }, []);

  return { state, start, stop };
}
