/** Agent channel values (spec section 9): 5 = mini-program, 6 = default, 1/2/7 from the own app. */
export type Agent = 1 | 2 | 5 | 6 | 7;
/** "old" switches on elderly mode. */
export type IsNormal = 'normal' | 'old';

/** The client values the spec stores on cookie and local storage (section 3, "Stored client values"). */
export interface ClientValues {
  apptoken: string;
  agent: Agent;
  appletScene: string;
  isNormal: IsNormal;
  userAgent: string;
}

export const AGENTS: readonly Agent[] = [1, 2, 5, 6, 7];
