// Route param check without zod (route configs are in the first bundle): the same shape as contract's z.uuid().
const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Throws for anything that is not a UUID: the router shows the 404 page for a failing `params.parse`. */
export function parseChildId(params: { childId: string }): { childId: string } {
  if (!uuidPattern.test(params.childId)) throw new Error(`Not a child id: ${params.childId}`);
  return { childId: params.childId.toLowerCase() };
}
