import { Button, Skeleton } from 'antd-mobile';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useAgreementInfo } from '@gen/hooks/contract/contract';
import { useGetFaceImage } from '@gen/hooks/double-record/double-record';
import type { AgreementInfo } from '@gen/model/agreementInfo';
import type { FaceCheckData } from '@gen/model/faceCheckData';
import { isBusinessError } from '@/api/business-error';
import { getEnvironment } from '@/env/startup';
import { PageFooterHint, PageFrame } from '@/page-kit/page-frame';
import { QueryView } from '@/page-kit/query-states';
import { ResultView } from '@/page-kit/result-page';
import { useSubmit } from '@/page-kit/submit';
import { hrefTo } from '@/routing/href';
import { usePageQuery } from '@/routing/use-page-query';
import { SafeHtml } from '@/page-kit/safe-html';
import { CameraPreview, CameraProblemView } from '../components/camera-view';
import { captureFrame } from '../model/camera';
import { faceHandOff } from '../model/face-hand-off';
import { useCamera } from '../hooks/use-camera';
import '../styles/double-record.css';

/**
 * livingBodyPage (人脸识别): the liveness check before a recording. First a separate consent to
 * face-data processing (PIPL art. 28–29: sensitive personal information; refusing leads to the
 * counter instead, since face may not be the only way); only then the camera (getUserMedia, each
 * failure explained with 重试, reported with saveSdkFailReason), a countdown (slower in elderly
 * mode) and one frame to the server (getFaceImage), which compares it. A pass hands the face
 * token to doubleLinkH5, which starts the recording.
 */
export default function LivenessCheckPage() {
  const { orderNo } = usePageQuery('livingBodyPage');
  const navigate = useNavigate();
  if (!orderNo)
    return (
      <PageFrame
        footer={
          <Button block color="primary" size="large" onClick={() => void navigate(hrefTo('doubleLinkH5'))}>
            查看我的双录
          </Button>
        }
      >
        <ResultView
          status="warning"
          title="未找到双录订单"
          description="请从“远程双录”中选择要办理的订单。"
        />
      </PageFrame>
    );
  return <LivenessCheck orderNo={orderNo} />;
}

function LivenessCheck({ orderNo }: { orderNo: string }) {
  const [consent, setConsent] = useState<AgreementInfo>();
  const [declined, setDeclined] = useState(false);
  if (declined) return <Declined orderNo={orderNo} onReconsider={() => setDeclined(false)} />;
  if (!consent) return <Consent onAgree={setConsent} onDecline={() => setDeclined(true)} />;
  return <FaceCapture orderNo={orderNo} consentVersion={consent.version} />;
}

function Consent({ onAgree, onDecline }: { onAgree: (info: AgreementInfo) => void; onDecline: () => void }) {
  const agreement = useAgreementInfo({ agreementCode: 'FACE_CONSENT' });
  const [read, setRead] = useState(false);
  return (
    <PageFrame
      busy={agreement.isPending}
      footer={
        agreement.data ? (
          <>
            <label className="dr-agree">
              <input type="checkbox" checked={read} onChange={(event) => setRead(event.target.checked)} />
              <span>本人已阅读并单独同意《{agreement.data.title}》</span>
            </label>
            <Button
              block
              color="primary"
              size="large"
              disabled={!read}
              onClick={() => agreement.data && onAgree(agreement.data)}
            >
              同意并开始人脸识别
            </Button>
            <Button block fill="none" size="large" className="dr-second" onClick={onDecline}>
              不同意
            </Button>
          </>
        ) : null
      }
    >
      <QueryView
        query={agreement}
        skeleton={<Skeleton.Paragraph lineCount={10} animated />}
        pendingLabel="同意书加载中"
      >
        {(info) => (
          <section className="dr-card" aria-labelledby="face-consent-title">
            <h2 id="face-consent-title" className="dr-title">
              {info.title}
            </h2>
            <p className="dr-text dr-weak">
              版本 {info.version} · {info.effectiveDate} 起施行
            </p>
            <SafeHtml className="dr-agreement" html={info.html} />
          </section>
        )}
      </QueryView>
    </PageFrame>
  );
}

function Declined({ orderNo, onReconsider }: { orderNo: string; onReconsider: () => void }) {
  const navigate = useNavigate();
  return (
    <PageFrame
      footer={
        <>
          <Button block color="primary" size="large" onClick={onReconsider}>
            重新阅读同意书
          </Button>
          <Button
            block
            fill="none"
            size="large"
            className="dr-second"
            onClick={() => void navigate(hrefTo('doubleLinkH5', { orderNo }), { replace: true })}
          >
            返回双录
          </Button>
        </>
      }
    >
      <ResultView
        status="warning"
        title="您未同意人脸信息处理"
        description="我们不会采集您的人脸信息。您可以联系理财经理或致电 400-820-8888，预约到华信信托柜台以现场方式完成身份核验和双录。"
      />
    </PageFrame>
  );
}

/** Seconds of "请保持不动" before the frame: slower for elderly investors. */
const countdownSeconds = () => (getEnvironment().elderly ? 5 : 3);

function FaceCapture({ orderNo, consentVersion }: { orderNo: string; consentVersion: string }) {
  const navigate = useNavigate();
  const camera = useCamera({ orderNo, audio: false });
  const video = useRef<HTMLVideoElement>(null);
  const [count, setCount] = useState<number>();
  const [result, setResult] = useState<FaceCheckData>();
  const [noneLeft, setNoneLeft] = useState(false);
  const check = useGetFaceImage({ request: { ownCodes: ['05171003'] } });

  const { start } = camera;
  useEffect(() => {
    void start();
  }, [start]);

  const capture = useSubmit(async () => {
    setResult(undefined);
    for (let left = countdownSeconds(); left > 0; left -= 1) {
      setCount(left);
      await new Promise((resolve) => setTimeout(resolve, 1000));
    }
    setCount(undefined);
    const frame = video.current ? captureFrame(video.current) : undefined;
    if (!frame) {
      setResult({ passed: false, failReason: '未获取到画面，请正对摄像头后重试', attemptsLeft: 1 });
      return;
    }
    try {
      const answer = await check.mutateAsync({ data: { orderNo, imageBase64: frame, consentVersion } });
      setResult(answer);
      if (answer.passed && answer.faceToken) {
        faceHandOff.put(orderNo, answer.faceToken);
        camera.stop();
        navigate(hrefTo('doubleLinkH5', { orderNo }), { replace: true });
      }
    } catch (error) {
      if (isBusinessError(error, '05171003')) setNoneLeft(true);
      throw error;
    }
  });

  if (noneLeft)
    return (
      <PageFrame>
        <ResultView
          status="failure"
          title="今日人脸核验次数已用完"
          description="请明日再试，或联系理财经理预约到华信信托柜台现场办理。"
        />
      </PageFrame>
    );

  const state = camera.state;
  return (
    <PageFrame
      footer={
        state.kind === 'on' ? (
          <>
            <PageFooterHint>
              {count !== undefined
                ? `请保持不动，${count} 秒后拍摄`
                : result && !result.passed
                  ? `${result.failReason ?? '核验未通过'}（今日还可核验${result.attemptsLeft}次）`
                  : '请正对屏幕，保持光线充足，面部完整出现在框内'}
            </PageFooterHint>
            <Button
              block
              color="primary"
              size="large"
              loading={capture.pending}
              loadingText={count !== undefined ? '准备拍摄' : '正在核验'}
              onClick={() => void capture.run()}
            >
              {result && !result.passed ? '重新识别' : '开始识别'}
            </Button>
          </>
        ) : null
      }
    >
      {state.kind === 'failed' ? (
        <CameraProblemView failure={state.failure} onRetry={() => void camera.start()} />
      ) : state.kind === 'on' ? (
        <>
          <CameraPreview stream={state.stream} videoRef={video} oval />
          {count !== undefined ? (
            <p className="dr-countdown" role="status">
              {count}
            </p>
          ) : null}
          <p className="dr-text dr-center">人脸图像仅用于本次身份核验，比对在服务端完成，不在手机上留存。</p>
        </>
      ) : (
        <section className="dr-card" role="status">
          <p className="dr-text">正在打开摄像头，请在弹出的提示中选择“允许”…</p>
        </section>
      )}
    </PageFrame>
  );
}
