import { useState } from 'react';
import { DemoCase, DemoOutput, type DemoProps } from '@/dev/gallery/demo-frame';
import { TitleBar } from './title-bar';

/** Title bar states. `hidden={false}` keeps them visible when the gallery is opened in WeChat. */

/** Spec section 2, widget 7: its gallery id is the bare folder name (`?w=title-bar`). */
export const demoMeta = { title: '7. 标题栏', order: 7, spec: '2.7' };

export default function TitleBarDemo(_props: DemoProps) {
  const [last, setLast] = useState<unknown>();
  const right = (what: string) => () => setLast({ right: what, at: new Date().toLocaleTimeString() });
  const back = () => setLast({ back: true, at: new Date().toLocaleTimeString() });
  return (
    <>
      <DemoCase title="返回 + 标题">
        <TitleBar hidden={false} navTitleData={{ title: '银行卡管理', leftText: '返回' }} onBack={back} />
      </DemoCase>
      <DemoCase title="仅箭头（leftText 为空格）+ 分享图标（rightText = SHARE）">
        <TitleBar
          hidden={false}
          navTitleData={{ title: '产品详情', leftText: ' ', rightText: 'SHARE' }}
          onBack={back}
          onRightClick={right('SHARE')}
        />
      </DemoCase>
      <DemoCase title="右侧文字为标记（经净化）、标题样式、箭头颜色">
        <TitleBar
          hidden={false}
          navTitleData={{
            title: '积分规则',
            leftText: '返回',
            rightText: '<span style="color:#e33">说明</span>',
          }}
          leftIconColor="#1677ff"
          titleStyle={{ color: '#1677ff' }}
          onBack={back}
          onRightClick={right('说明')}
        />
      </DemoCase>
      <DemoCase title="无返回（leftText 未设置）、超长标题单行省略">
        <TitleBar hidden={false} navTitleData={{ title: '合格投资者认证材料上传说明及个人信息收集清单' }} />
      </DemoCase>
      <DemoCase title="点击（2 秒内重复点击被忽略）">
        <DemoOutput value={last} />
      </DemoCase>
    </>
  );
}
