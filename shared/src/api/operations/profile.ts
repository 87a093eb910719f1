import * as z from 'zod';
import { IsoDateTime, optionalText, requiredName } from '../../schemas/common';
import { defineOperations } from '../operation';

export const Profile = z.object({
  userId: z.string(),
  email: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  phone: z.string().nullable(),
  address: z.string().nullable(),
  avatarUrl: z.string().nullable(),
  isAdmin: z.boolean(),
  createdAt: IsoDateTime,
});
export type Profile = z.infer<typeof Profile>;

export const UpdateProfileBody = z.strictObject({
  firstName: requiredName('First name'),
  lastName: requiredName('Last name'),
  phone: optionalText(30).optional().default(null),
  address: optionalText(200).optional().default(null),
});
export type UpdateProfileBody = z.infer<typeof UpdateProfileBody>;

/** The caller's own profile. */
export const profileOperations = defineOperations({
  getMe: {
    method: 'GET',
    path: '/api/me',
    access: 'customer',
    summary: "The caller's profile",
    response: Profile,
  },
  updateMe: {
    method: 'PUT',
    path: '/api/me',
    access: 'customer',
    summary: "Update the caller's name, phone and address",
    body: UpdateProfileBody,
    response: Profile,
  },
});
