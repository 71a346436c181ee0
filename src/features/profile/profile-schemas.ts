import { updatePasswordRequestSchema } from '#contract/auth';
import { updateProfileRequestSchema } from '#contract/user';

// Loaded on the first submit (lazyZodResolver): the forms check exactly what the server checks.
export const nameFormSchema = updateProfileRequestSchema;
export const passwordFormSchema = updatePasswordRequestSchema;
