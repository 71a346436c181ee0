/**
 * The bound on a kindergarten's stored files (FILES_QUOTA_MB): an upload that would take its live files over it is
 * refused with this code (422, `errors` names the upload's field) by every call that stores a file — board pictures,
 * PDF attachments, signatures — so each of their failure lists includes it.
 */
export const storageQuotaExceeded = 'storage_quota_exceeded' as const;

/** Bytes in a megabyte of FILES_QUOTA_MB: the binary one the storage card divides by too. */
export const bytesPerMegabyte = 1024 * 1024;
