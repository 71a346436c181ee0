import { updateAbsenceRequestSchema } from '#contract/absences';

// Loaded on the first submit (lazyZodResolver), so full zod stays out of the screen's first load. The same schema
// the server validates with: child, real dates, end not before start, reason, note length.
export const absenceFormSchema = updateAbsenceRequestSchema;
