import { msg } from '@lingui/core/macro';

/** What every upload refused for the kindergarten's full storage says (contract/files-quota.ts), in each feature's failure list. */
export const storageQuotaMessage = msg`The kindergarten's storage is full: no more pictures, PDFs or signatures can be saved. Please ask the kindergarten's admin to make room.`;
