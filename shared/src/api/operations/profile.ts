import * as z from 'zod/mini';
import { IsoDateTime, optionalTextField, requiredName } from '../../schemas/common';
import { defineOperations } from '../operation';

export const Profile = z.object({
  userId: z.string(),
  email: z.string(),
  firstName: z.nullable(z.string()),
  lastName: z.nullable(z.string()),
  phone: z.nullable(z.string()),
  address: z.nullable(z.string()),
  avatarUrl: z.nullable(z.string()),
  isAdmin: z.boolean(),
  createdAt: IsoDateTime,
});
export type Profile = z.infer<typeof Profile>;

export const UpdateProfileBody = z.strictObject({
  firstName: requiredName('First name'),
  lastName: requiredName('Last name'),
  phone: optionalTextField(30),
  address: optionalTextField(200),
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
