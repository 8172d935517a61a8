import { useMutation } from '../../../lib/query';
import type { LoginRequest, UserDataResponse } from '@shop/shared/contracts/auth';
import { browserApi, type ApiClient } from '../../../lib/api-client';

/** POST /api/v1/auth/login: sets the session cookies and answers with the user. */
export function logIn(body: LoginRequest, api: ApiClient = browserApi) {
  return api<UserDataResponse>('/auth/login', { method: 'POST', body });
}

export function useLogIn() {
  return useMutation({ mutationFn: (body: LoginRequest) => logIn(body) });
}
