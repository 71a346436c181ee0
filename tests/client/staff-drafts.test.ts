import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it } from 'vitest';
import { db } from '../../src/db/kita-db.ts';
import { deleteDraft, loadDraft, saveDraft } from '../../src/features/publishing/publication-drafts.ts';
import { emptyPublicationForm } from '../../src/features/publishing/publication-form-values.ts';

const julia = '0192f5d2-7a3b-7c4d-8e5f-000000000001';
const sabine = '0192f5d2-7a3b-7c4d-8e5f-000000000002';
const draftId = '0192f5d2-7a3b-7c4d-8e5f-0000000000d1';

beforeEach(async () => {
  await db.delete({ disableAutoOpen: false });
});

describe('publication drafts on the device', () => {
  it('keeps what was typed and the chosen PDF, byte for byte', async () => {
    const values = { ...emptyPublicationForm('event'), title: 'Laternenumzug', date: '2026-11-11', questions: [] };
    const pdf = new File([new TextEncoder().encode('%PDF-1.4 Einverständnis')], 'brief.pdf', {
      type: 'application/pdf',
    });
    await saveDraft(julia, draftId, values, pdf);

    const draft = await loadDraft(julia, draftId);
    expect(draft?.values).toEqual(values);
    expect(draft?.attachment?.name).toBe('brief.pdf');
    expect(new TextDecoder().decode(await draft!.attachment!.arrayBuffer())).toBe('%PDF-1.4 Einverständnis');
  });

  it('shows a draft only to the staff member who wrote it, and forgets it when deleted', async () => {
    await saveDraft(julia, draftId, { ...emptyPublicationForm(), title: 'Nur für Julia' }, null);
    expect(await loadDraft(sabine, draftId)).toBeNull();
    await deleteDraft(draftId);
    expect(await loadDraft(julia, draftId)).toBeNull();
  });
});
