import type { CreateUserBody, ResetPasswordBody } from '@sandbank/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { usersQueryKey } from './listUsers';

export function useCreateUser() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateUserBody) => api('createUser', { body }),
    retry: false,
    onSuccess: () => client.invalidateQueries({ queryKey: usersQueryKey }),
  });
}

export function useResetPassword() {
  return useMutation({
    mutationFn: ({ userId, body }: { userId: string; body: ResetPasswordBody }) => api('resetUserPassword', { params: { userId }, body }),
    retry: false,
  });
}
