/** What the reader is told when a PDF cannot be opened, from pdf.js's error names. */
export interface LoadFailure {
  title: string;
  message: string;
  /** Worth trying again (network, server); a broken or locked file stays broken. */
  retryable: boolean;
}

export function describeLoadError(error: unknown): LoadFailure {
  const name = error instanceof Error ? error.name : '';
  const status = (error as { status?: unknown } | null)?.status;
  switch (name) {
    case 'PasswordException':
      return { title: '文件无法预览', message: '该文件设有密码保护，暂不支持在线预览', retryable: false };
    case 'InvalidPDFException':
      return { title: '文件无法预览', message: '文件格式有误或已损坏，请联系客服', retryable: false };
    case 'ResponseException':
      if (status === 404)
        return { title: '文件不存在', message: '文件不存在或已过期，请返回后重新打开', retryable: false };
      return { title: '文件加载失败', message: '文件暂时无法获取，请稍后重试', retryable: true };
    default:
      return { title: '文件加载失败', message: '网络不稳定或文件暂时无法获取，请稍后重试', retryable: true };
  }
}
