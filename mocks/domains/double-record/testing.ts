import { callData } from '@mocks/testing/post-call';

/** A frame the mock accepts as a face (real captures are tens of KB of JPEG). */
export const FACE_FRAME = `/9j/${'A'.repeat(4000)}`;

/** A passed face check for the order, as livingBodyPage gets it. */
export async function passFaceCheck(orderNo: string): Promise<string> {
  const check = await callData<{ faceToken: string }>('getFaceImage', {
    orderNo,
    imageBase64: FACE_FRAME,
    consentVersion: '2025.06',
  });
  return check.faceToken;
}
