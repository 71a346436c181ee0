// No zod here: the name fields show their limit on first paint, before zod is loaded.

/** How long a person's name may be: room for a double name with a title, never a wall of text. */
export const userNameMaxLength = 100;
