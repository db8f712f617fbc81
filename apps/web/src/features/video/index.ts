export { videoArea } from './area';

export { CallHistory } from './components/call-history';
export { VideoCallButton } from './components/video-call-button';
