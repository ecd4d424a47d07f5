import { http, HttpResponse } from 'msw';
import { writePdf, type PdfBlock, type PdfPage } from '../product/pdf-writer';
import { ensureMockDb } from '@mocks/db/define-collection';
import { CHOICE_NAMES, productNameOf } from './rules';
import { votes, type StoredVote } from './seed';

/** The file-preview path (product spec, section 7), as mocks/domains/file serves it. */
const FILE_PREVIEW_PATH = '/xtmk/apph5/appgw/crm/file/preview';

const h = (text: string): PdfBlock => ({ kind: 'heading', text });
const p = (text: string): PdfBlock => ({ kind: 'paragraph', text });
const f = (label: string, value: string): PdfBlock => ({ kind: 'fact', text: `${label}：${value}` });

/** "2026-12-02T17:00:00+08:00" → "2026年12月02日 17:00". */
const when = (at: string) => `${at.slice(0, 4)}年${at.slice(5, 7)}月${at.slice(8, 10)}日 ${at.slice(11, 16)}`;
const day = (date: string) => `${date.slice(0, 4)}年${date.slice(5, 7)}月${date.slice(8, 10)}日`;

function noticePages(vote: StoredVote, productName: string): PdfPage[] {
  return [
    {
      blocks: [
        { kind: 'title', text: `${vote.title}召开公告` },
        p(vote.notice),
        f('信托计划', productName),
        f('召集人', vote.convener),
        f('会议方式', '通讯表决（线上表决）'),
        f('权益登记日', day(vote.recordDate)),
        f('表决期间', `${when(vote.startAt)} 至 ${when(vote.deadline)}`),
        h('审议事项'),
        ...vote.motions.map((m) => p(`议案${m.seq}：${m.title}${m.special ? '（特别决议）' : ''}`)),
        h('表决规则'),
        p(vote.passRule),
        p('权益登记日登记在册的受益人，按其持有的信托份额行使表决权，每一份额享有一票表决权。'),
        { kind: 'note', text: '华信信托股份有限公司（受托人）' },
      ],
    },
  ];
}

function motionPages(vote: StoredVote): PdfPage[] {
  return vote.motions.map((m) => ({
    blocks: [
      ...(m.seq === 1 ? [{ kind: 'title' as const, text: `${vote.title}议案说明` }] : []),
      h(`议案${m.seq}：${m.title}`),
      p(m.summary),
      p(
        m.special
          ? '本议案为特别决议，须经参加表决的受益人所持表决权的三分之二以上通过。'
          : '本议案为普通决议，须经参加表决的受益人所持表决权的二分之一以上通过。',
      ),
      p('受托人认为，本议案有利于维护全体受益人的利益，提请受益人大会审议。'),
    ],
  }));
}

function resultPages(vote: StoredVote): PdfPage[] {
  return [
    {
      blocks: [
        { kind: 'title', text: `${vote.title}决议公告` },
        p(`本次大会表决已于${when(vote.deadline)}截止，计票结果如下：`),
        ...vote.motions.flatMap((m) =>
          m.outcome
            ? [
                h(`议案${m.seq}：${m.title}`),
                p(
                  `${CHOICE_NAMES.AGREE}${m.outcome.agreeRate}%，${CHOICE_NAMES.DISAGREE}${m.outcome.disagreeRate}%，` +
                    `${CHOICE_NAMES.ABSTAIN}${m.outcome.abstainRate}%；${m.outcome.passed ? '议案通过' : '议案未通过'}。`,
                ),
              ]
            : [],
        ),
        {
          kind: 'note',
          text: `华信信托股份有限公司（受托人）    ${vote.countedAt ? day(vote.countedAt) : ''}`,
        },
      ],
    },
  ];
}

/** A meeting's document as a PDF (FVOTE-<voteId>-<kind>), or undefined for another file. */
export function voteFilePdf(fileId: string): Uint8Array<ArrayBuffer> | undefined {
  const match = /^FVOTE-(VT\d{12})-([A-Z]+)$/.exec(fileId);
  if (!match) return undefined;
  const [, voteId, kind] = match;
  const vote = votes.findFirst((q) => q.where({ voteId }));
  const doc = vote?.documents.find((d) => d.kind === kind);
  if (!vote || !doc) return undefined;
  const pages =
    kind === 'NOTICE'
      ? noticePages(vote, productNameOf(vote.productCode))
      : kind === 'RESULT'
        ? resultPages(vote)
        : motionPages(vote);
  return writePdf({ pages, title: doc.name, header: `华信信托股份有限公司 · ${doc.name}`, footer: doc.name });
}

/** The meetings' documents on the preview path; other fileIds fall through to the next handler. */
export const voteFileHandlers = [
  http.get(`*${FILE_PREVIEW_PATH}`, async ({ request }) => {
    const fileId = new URL(request.url).searchParams.get('fileId') ?? '';
    if (!fileId.startsWith('FVOTE-')) return undefined;
    await ensureMockDb();
    const pdf = voteFilePdf(fileId);
    if (!pdf) return new HttpResponse(null, { status: 404, statusText: 'Not Found' });
    return new HttpResponse(pdf, {
      headers: { 'Content-Type': 'application/pdf', 'Cache-Control': 'private, max-age=300' },
    });
  }),
];
