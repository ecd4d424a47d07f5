import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useSubmit } from '@/page-kit/submit';
import { readTicket, resendSecondsOf, sentText, type SmsTicketInfo } from './sms-ticket';
import { useCountdown } from './use-countdown';

/** The last send, as a page may keep it beyond the SMS step (e.g. going back to the form and on). */
export interface SmsSendState<T> {
  /** A send was started and did not fail: arriving again sends nothing by itself. */
  requested: boolean;
  ticket?: T;
  /** When the ticket arrived (epoch ms): the countdown runs from it, also across pages. */
  sentAt?: number;
}

/** Where the send state lives: a page's own store, or (by default) the SMS block's component. */
export interface SmsSendMemory<T> {
  state: SmsSendState<T>;
  update: (next: SmsSendState<T>) => void;
}

export interface SmsCodeOptions<T> {
  /** The send call (one of the five SMS routes); rejects when refused (the catalogue has said why). */
  send: () => Promise<T>;
  memory?: SmsSendMemory<T>;
  /** Send once on arrival unless a send is remembered. */
  autoSend?: boolean;
  /** Reads the answer's phone, countdown and validity; default: the bank-card ticket's fields. */
  describe?: (ticket: T) => SmsTicketInfo;
}

export interface SmsCode<T> {
  /** Sends a code unless one is on its way or the countdown runs: a burst of taps sends one. */
  request: () => Promise<void>;
  ticket: T | undefined;
  sending: boolean;
  /** Whole seconds before 重新获取 is possible; 0 when it is. */
  countdown: number;
  /** The line above the field (sent to where, valid how long; or sending; or ask for a code). */
  statusText: string;
  /** 获取验证码 / 发送中… / 重新获取(59s) / 重新获取. */
  buttonText: string;
}

/**
 * Sending an SMS code: the countdown, the texts, and the guard. Sends go through useSubmit, whose
 * lock is taken synchronously, so after a refused first send ten taps in one task send one request
 * (the mutation's own isPending changes only on the next render). No re-click window: after a
 * refusal the investor may retry at once, and after a success the countdown is the guard.
 */
export function useSmsCode<T>({
  send,
  memory,
  autoSend = false,
  describe = readTicket,
}: SmsCodeOptions<T>): SmsCode<T> {
  const [local, setLocal] = useState<SmsSendState<T>>({ requested: false });
  const { state, update } = memory ?? { state: local, update: setLocal };
  const info = state.ticket === undefined ? undefined : describe(state.ticket);
  const resendAt = state.sentAt && info ? state.sentAt + resendSecondsOf(info) * 1000 : undefined;
  const countdown = useCountdown(resendAt);

  // The latest state for the guarded action, which may run before the next render.
  const latest = useRef({ state, update, send, describe });
  useLayoutEffect(() => {
    latest.current = { state, update, send, describe };
  });
  // Set the moment a send succeeds, so a tap before the re-render is refused too.
  const blockedUntil = useRef(0);

  const guarded = useSubmit(
    async () => {
      const { state: now } = latest.current;
      const nowResendAt =
        now.sentAt && now.ticket !== undefined
          ? now.sentAt + resendSecondsOf(latest.current.describe(now.ticket)) * 1000
          : 0;
      if (Date.now() < Math.max(nowResendAt, blockedUntil.current)) return;
      latest.current.update({ ...now, requested: true });
      try {
        const ticket = await latest.current.send();
        const sentAt = Date.now();
        blockedUntil.current = sentAt + resendSecondsOf(latest.current.describe(ticket)) * 1000;
        latest.current.update({ requested: true, ticket, sentAt });
      } catch (error) {
        // The catalogue has shown why (e.g. 发送过于频繁); the button is offered again.
        latest.current.update({ ...latest.current.state, requested: false });
        throw error;
      }
    },
    { guardMs: 0 },
  );

  const { run } = guarded;
  useEffect(() => {
    // StrictMode runs this twice; the lock taken by the first run refuses the second.
    if (autoSend && !state.requested) void run();
    // Only on arrival: later sends are the investor's taps.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const sending = guarded.pending;
  return {
    request: async () => {
      await run();
    },
    ticket: state.ticket,
    sending,
    countdown,
    statusText: info ? sentText(info) : state.requested || sending ? '正在发送验证码…' : '请获取短信验证码',
    // The countdown first: the ticket lands one render before the send's pending flag clears,
    // and the button should not say 发送中… under a line that says the code was sent.
    buttonText:
      countdown > 0
        ? `重新获取(${countdown}s)`
        : sending
          ? '发送中…'
          : state.ticket !== undefined
            ? '重新获取'
            : '获取验证码',
  };
}
