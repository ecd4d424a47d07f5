/** Device and container flags read from the user agent (spec section 4: "agent detection flags"). */
export interface AgentFlags {
  mobile: boolean;
  iOS: boolean;
  android: boolean;
  weChat: boolean;
  /** WeCom (企业微信): its user agent also says MicroMessenger, so weChat is true too. */
  workWeChat: boolean;
  qq: boolean;
  harmony: boolean;
  ownApp: boolean;
  pc: boolean;
}

export function readAgentFlags(userAgent: string, appUaMarker: string): AgentFlags {
  const ua = userAgent;
  const harmony = /OpenHarmony|HarmonyOS|ArkWeb/i.test(ua);
  const iOS = /iPhone|iPad|iPod/.test(ua);
  // HarmonyOS 2–4 user agents still carry "Android"; HarmonyOS NEXT (OpenHarmony) does not.
  const android = /Android/.test(ua);
  const mobile = iOS || android || harmony || /Mobile|Phone/.test(ua);
  const weChat = /MicroMessenger/i.test(ua);
  return {
    mobile,
    iOS,
    android,
    weChat,
    workWeChat: /wxwork/i.test(ua),
    // The QQ app writes " QQ/<version>"; the QQ browser kernel in WeChat writes MQQBrowser, which is not QQ.
    qq: /\sQQ\/\d/.test(ua) && !weChat,
    harmony,
    ownApp: appUaMarker !== '' && ua.includes(appUaMarker),
    pc: !mobile,
  };
}
