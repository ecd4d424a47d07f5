import type { AddOpinionRequest } from '@gen/model/addOpinionRequest';
import type { OpinionRecord } from '@gen/model/opinionRecord';
import type { UploadImageData } from '@gen/model/uploadImageData';
import type { UploadImageRequest } from '@gen/model/uploadImageRequest';
import { maskPhone } from '@mocks/db/masks';
import { nextId } from '@mocks/db/next-id';
import { refuseWith } from '@mocks/http/refusal';
import {
  MAX_IMAGE_BYTES,
  MAX_OPINIONS_PER_DAY,
  opinions,
  uploadedImages,
  type StoredOpinion,
} from './advice-seed';

/**
 * The mock server's complaint rules, as the contract describes them: 05162001 too many
 * today, 05162002 an image id that was not uploaded by this investor, 05162010 / 05162011 an image
 * of the wrong type or over 5 MB.
 */

/** "2026-03-10T10:16:02+08:00": the contract's date-time with Beijing's offset. */
export function beijingIso(now: Date): string {
  return `${new Date(now.getTime() + 8 * 3600_000).toISOString().slice(0, 19)}+08:00`;
}

const decodedBytes = (base64: string) =>
  Math.floor((base64.length * 3) / 4) - (base64.endsWith('==') ? 2 : base64.endsWith('=') ? 1 : 0);

export async function uploadImage(investorId: string, request: UploadImageRequest): Promise<UploadImageData> {
  if (request.contentType !== 'image/jpeg' && request.contentType !== 'image/png') refuseWith('05162010');
  const size = decodedBytes(request.base64Content);
  if (size > MAX_IMAGE_BYTES) refuseWith('05162011');
  const fileId = nextId('F');
  await uploadedImages.create({
    fileId,
    investorId,
    bizType: request.bizType,
    fileName: request.fileName,
    size,
  });
  return { fileId, fileName: request.fileName, size };
}

export function toOpinionRecord(stored: StoredOpinion): OpinionRecord {
  const { investorId: _investor, contactPhone, ...shown } = stored;
  return { ...shown, contactPhoneMasked: maskPhone(contactPhone) };
}

export function opinionsOf(investorId: string): StoredOpinion[] {
  return opinions
    .findMany((q) => q.where({ investorId }))
    .sort((a, b) => Date.parse(b.submittedAt) - Date.parse(a.submittedAt));
}

export async function addOpinion(
  investor: { customerId: string; phone: string },
  request: AddOpinionRequest,
  now: Date = new Date(),
): Promise<OpinionRecord> {
  const today = beijingIso(now).slice(0, 10);
  const todays = opinionsOf(investor.customerId).filter((o) => o.submittedAt.startsWith(today));
  if (todays.length >= MAX_OPINIONS_PER_DAY) refuseWith('05162001');
  const imageFileIds = request.imageFileIds ?? [];
  for (const fileId of imageFileIds) {
    const image = uploadedImages.findFirst((q) => q.where({ fileId }));
    if (!image || image.investorId !== investor.customerId) refuseWith('05162002');
  }
  const stored = await opinions.create({
    opinionId: nextId('OP'),
    investorId: investor.customerId,
    opinionType: request.opinionType,
    content: request.content,
    imageFileIds,
    contactPhone: request.contactPhone ?? investor.phone,
    status: 'PENDING',
    submittedAt: beijingIso(now),
  });
  return toOpinionRecord(stored);
}

export function opinionPage(investorId: string, pageNum: number, pageSize: number) {
  const all = opinionsOf(investorId);
  const list = all.slice((pageNum - 1) * pageSize, pageNum * pageSize).map(toOpinionRecord);
  return { list, total: all.length, pageNum, pageSize };
}
