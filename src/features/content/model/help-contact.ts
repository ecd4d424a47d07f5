export { SERVICE_HOTLINE, SERVICE_HOTLINE_TEL } from '@/api/own-failure-text';
export const SERVICE_HOURS = '工作日 9:00–17:30';
