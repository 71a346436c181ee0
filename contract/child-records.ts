import { z } from 'zod';
import { childRecordLimits, isPlausiblePhone } from './child-record-rules.ts';
import { idSchema } from './common.ts';
import { menuAllergenCodeSchema } from './menu-day.ts';
import { menuAllergenCodes } from './menu-rules.ts';

const timestamp = z.iso.datetime({ offset: true });
const limits = childRecordLimits;

const phoneSchema = z
  .string()
  .trim()
  .refine(isPlausiblePhone, { message: 'Please enter a phone number with 5 to 15 digits.' });
const personNameSchema = z.string().trim().min(1).max(limits.personName);
const relationSchema = z.string().trim().max(limits.relation).default('');

/** Someone who may (or, as a warning to staff, may not) pick the child up. */
export const pickupPersonSchema = z.object({
  name: personNameSchema,
  relation: relationSchema,
  phone: phoneSchema,
  may_pick_up: z.boolean(),
});
export type PickupPerson = z.infer<typeof pickupPersonSchema>;

export const emergencyContactSchema = z.object({
  name: personNameSchema,
  relation: relationSchema,
  phone: phoneSchema,
});
export type EmergencyContact = z.infer<typeof emergencyContactSchema>;

/** What guardians and the admin write about a child; the form and PUT /api/child-records/{childId} parse it. */
export const childRecordFieldsSchema = z.object({
  allergens: z
    .array(menuAllergenCodeSchema)
    .max(menuAllergenCodes.length)
    .transform((codes) => menuAllergenCodes.filter((code) => codes.includes(code))),
  dietary_needs: z.string().trim().max(limits.dietaryNeeds).default(''),
  medical_notes: z.string().trim().max(limits.medicalNotes).default(''),
  pickup_persons: z.array(pickupPersonSchema).max(limits.pickupPersons).default([]),
  emergency_contacts: z.array(emergencyContactSchema).max(limits.emergencyContacts).default([]),
});
export type ChildRecordFieldsInput = z.input<typeof childRecordFieldsSchema>;
export type ChildRecordFields = z.output<typeof childRecordFieldsSchema>;

/** A record's content as stored and answered. */
const childRecordContentSchema = z.object({
  allergens: z.array(menuAllergenCodeSchema),
  dietary_needs: z.string(),
  medical_notes: z.string(),
  pickup_persons: z.array(pickupPersonSchema),
  emergency_contacts: z.array(emergencyContactSchema),
});
export type ChildRecordContent = z.infer<typeof childRecordContentSchema>;

/**
 * One record per child, synced to the child's guardians and the staff of its kindergarten. Its `id` is the child's
 * id: a record written offline on two devices is the same row, and the later write wins.
 */
export const childRecordRowSchema = z.object({
  id: idSchema,
  kindergarten_id: idSchema,
  ...childRecordContentSchema.shape,
  updated_by: idSchema.nullable(),
  created_at: timestamp,
  updated_at: timestamp,
  version: z.number().int(),
  deleted_at: timestamp.nullable(),
});
export type ChildRecord = z.infer<typeof childRecordRowSchema>;

export const childRecordParamsSchema = z.object({ childId: idSchema });

export const childRecordResponseSchema = z.object({
  status: z.literal('success'),
  message: z.string(),
  record: childRecordRowSchema,
});

export const childRecordFieldNames = [
  'allergens',
  'dietary_needs',
  'medical_notes',
  'pickup_persons',
  'emergency_contacts',
] as const;
export type ChildRecordFieldName = (typeof childRecordFieldNames)[number];

/** One entry of a record's history: who changed which fields when, and what they wrote. */
export const childRecordChangeSchema = z.object({
  id: idSchema,
  changed_at: timestamp,
  changed_by: z.object({ id: idSchema, name: z.string() }).nullable(),
  fields: z.array(z.enum(childRecordFieldNames)),
  record: childRecordContentSchema,
});
export type ChildRecordChange = z.infer<typeof childRecordChangeSchema>;

/** GET /api/child-records/{childId}/history: newest first. */
export const childRecordHistoryResponseSchema = z.object({ changes: z.array(childRecordChangeSchema) });
export type ChildRecordHistoryResponse = z.infer<typeof childRecordHistoryResponseSchema>;

/** Why the server refused a record (ADR 0001). */
export const childRecordFailureCodes = ['child_record_read_only'] as const;
export type ChildRecordFailureCode = (typeof childRecordFailureCodes)[number];

export const childRecordRejectionSchema = z.object({
  message: z.string(),
  code: z.enum(childRecordFailureCodes).optional(),
  errors: z.record(z.string(), z.array(z.string())),
});
