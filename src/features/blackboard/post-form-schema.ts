import { updateBlackboardPostRequestSchema } from '#contract/blackboard';

// Loaded on the first submit (lazyZodResolver), so full zod stays out of the screen's first load. The very schema
// the server checks a post's text with: a title of 1–200 characters, a text of at most 10,000.
export const postFormSchema = updateBlackboardPostRequestSchema;
