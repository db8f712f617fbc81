export { staffingArea } from './area';

export { OfferNotificationsButton } from './release/components/offer-notifications-button';
