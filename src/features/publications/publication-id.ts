// Route param check without zod (route configs are in the first bundle): the same shape as contract's z.uuid().
const uuid = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
const uuidPattern = new RegExp(`^${uuid}$`, 'i');
const suffixedPattern = new RegExp(`^${uuid}-(pdf|feedback)$`, 'i');

/**
 * Throws for anything that is not a UUID: the router shows the 404 page for a failing `params.parse`.
 * `{id}-pdf` and `{id}-feedback` answer `false` ("not this route"): the router ranks `/news/$id/` above
 * `/news/{$id}-pdf` and takes the next candidate only when the parse says no.
 */
export function parsePublicationId(params: { id: string }): { id: string } | false {
  if (suffixedPattern.test(params.id)) return false;
  if (!uuidPattern.test(params.id)) throw new Error(`Not a news or event id: ${params.id}`);
  return { id: params.id.toLowerCase() };
}
