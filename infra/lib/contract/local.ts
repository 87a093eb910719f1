/*
 * The public contract of the infra package for the local stack (scripts/): what the deployed
 * stack grants each function, as plain data, so the local gateway, scheduler and stream reader
 * hold every function to the same grants, and the avatars bucket's CORS rule its S3 emulator applies.
 * Loads no CDK. Everything else in infra/lib is internal; an ESLint rule keeps scripts/ to this file.
 */
export { grantsOf, jobGrants, liveGrants, operationAccess, streamGrants, tablePermissions, type Access, type ResourceGrant, type TablePermission } from '../grants';
export { avatarUploadCors } from '../avatar-storage';
