/**
 * The passed face check's token, from livingBodyPage to doubleLinkH5 in memory only: it is a
 * short-lived credential (10 minutes), so it travels in neither the address nor storage. A reload
 * in between loses it and the investor does the face check again.
 */
const tokens = new Map<string, string>();

export const faceHandOff = {
  put(orderNo: string, token: string): void {
    tokens.set(orderNo, token);
  },
  /** The token for the order, once (taken out). */
  take(orderNo: string): string | undefined {
    const token = tokens.get(orderNo);
    tokens.delete(orderNo);
    return token;
  },
  peek(orderNo: string): boolean {
    return tokens.has(orderNo);
  },
};
