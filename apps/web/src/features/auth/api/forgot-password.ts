import { useMutation } from '@tanstack/react-query';
import { forgotPasswordContract, type ForgotPasswordBody } from '@careroster/shared/api/auth/forgot-password';
import { callApi } from '../../../api/client';

export const forgotPassword = (body: ForgotPasswordBody) => callApi(forgotPasswordContract, { body });

export const useForgotPassword = () => useMutation({ mutationFn: forgotPassword });
