export { SMS_CODE, SmsCodeStep } from './sms-code-step';
export type { SmsCodeStepProps } from './sms-code-step';
export { readTicket, sentText } from './sms-ticket';
export { useSmsCode } from './use-sms-code';
export type { SmsSendMemory, SmsSendState } from './use-sms-code';
