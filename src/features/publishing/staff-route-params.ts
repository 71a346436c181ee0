import type { PublicationKind } from '#contract/publication-rules';

// Route param checks without zod (route configs are in the first bundle). A failing parse shows the 404 page.
const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function parseDraftId(params: { draftId: string }): { draftId: string } {
  if (!uuidPattern.test(params.draftId)) throw new Error(`Not a draft id: ${params.draftId}`);
  return { draftId: params.draftId.toLowerCase() };
}

export function parseTrackedItem(params: { kind: string; id: string }): { kind: PublicationKind; id: string } {
  if (params.kind !== 'news' && params.kind !== 'event') throw new Error(`Not a kind: ${params.kind}`);
  if (!uuidPattern.test(params.id)) throw new Error(`Not an item id: ${params.id}`);
  return { kind: params.kind, id: params.id.toLowerCase() };
}
