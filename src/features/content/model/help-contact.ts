/** The customer-service line of 华信信托 (the one fictional company of the demo). */
export const SERVICE_HOTLINE = '400-820-8888';
export const SERVICE_HOTLINE_TEL = 'tel:4008208888';
export const SERVICE_HOURS = '工作日 9:00–17:30';
