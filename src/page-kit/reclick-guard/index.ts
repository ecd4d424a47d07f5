export { RECLICK_DEFAULT_MS, RECLICK_PROTECTED_MS } from './reclick-guard';
export { useReclickGuard } from './use-reclick-guard';
