export { REFUSAL_MESSAGES, currentTargetPolicy, resolveAllowedTarget } from './allowed-targets';
export type { ResolvedTarget, TargetPolicy } from './allowed-targets';
