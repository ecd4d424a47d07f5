import { useState } from 'react';
import { DemoCase, DemoOutput, type DemoProps } from '@/dev/gallery/demo-frame';
import { DEMO_QUESTIONS } from './demo-questions';
import { Questionnaire } from './questionnaire';
import type { Answers } from './questionnaire-types';

export const demoMeta = { title: '问卷（单选、多选、进度）', order: 60 };

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Answers survive a reload of the gallery (sessionStorage) until submitted. */
export default function QuestionnaireDemo(_props: DemoProps) {
  const [submitted, setSubmitted] = useState<Answers>();
  return (
    <DemoCase title="风险测评示例：单选自动下一题，多选最多3项，最后一题选答">
      <Questionnaire
        questions={DEMO_QUESTIONS}
        storageKey="gallery-demo"
        onSubmit={async (answers) => {
          await wait(800);
          setSubmitted(answers);
        }}
      />
      <DemoOutput value={submitted} />
    </DemoCase>
  );
}
