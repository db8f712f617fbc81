export { authArea } from './area';

export { profileQueryOptions } from './api/get-profile';
export { useLogout } from './api/logout';
export { SecondFactorEnrolment } from './components/second-factor-enrolment';
export { StepUpHost } from './components/step-up-host';
