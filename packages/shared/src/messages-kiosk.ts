/**
 * The texts of the facility's shared time clock page (issue 27, decision 067), written here once and
 * spread into `productMessages` (messages.ts): the light kiosk page imports this module alone, as
 * the sign-in page imports messages-public.ts (decision 060). Same rules as messages.ts.
 */
import { KIOSK_PASSCODE_LENGTH } from './timekeeping/kiosk';

export const kioskMessages = {
  kioskTitle: 'Time clock',
  kioskNotPaired: 'This device is not a time clock yet. An administrator who may add devices pairs it here, once.',
  kioskSignInToPair: 'Sign in to pair this device',
  kioskChooseDevice: 'Which registered device is this?',
  kioskNoDevices: 'This facility has no registered devices yet. Add this one on the Employees page (Add New Device), then come back.',
  kioskPairButton: 'Pair this device',
  kioskIsTimeClock: 'a time clock now',
  kioskTryAgain: 'Try again',
  kioskPairNotAllowed: 'Only an administrator who may add devices can pair a time clock. Please sign in as one.',
  kioskPairedSignedOut: (location: string) => `This device is now the time clock at ${location}. You have been signed out here.`,
  kioskDeviceInvalid: 'This device is no longer a time clock. An administrator can pair it again.',
  kioskEmployeeNumber: 'Employee number',
  kioskPasscode: 'Passcode',
  kioskClockIn: 'Clock in',
  kioskClockOut: 'Clock out',
  kioskCredentialsShape: `Enter your employee number and your ${KIOSK_PASSCODE_LENGTH}-digit passcode.`,
  kioskWrongCredentials: 'The employee number or passcode is not right. Please try again.',
  kioskEmployeeLocked: (minutes: number) =>
    `Too many wrong passcodes for this employee number. Please try again in ${minutes} minutes, or ask the facility for a new passcode.`,
  kioskDeviceLocked: (minutes: number) => `Too many wrong passcodes on this time clock. Please try again in ${minutes} minutes.`,
  kioskNoShiftNow: 'You have no shift here to clock in to now.',
  kioskPhotoStep: (kind: 'IN' | 'OUT') => `Look at the camera, then press ${kind === 'IN' ? 'Clock in' : 'Clock out'}.`,
  kioskOpeningCamera: 'Opening the camera…',
  kioskCameraPreview: 'Camera preview',
  kioskCameraUnavailable: 'The camera is not available on this time clock. You can punch without a photo and give a reason.',
  kioskReason: 'Reason',
  kioskReasonHint: 'The facility sees this with your punch.',
  /** The phone's and the kiosk's: a flagged punch without a reason (decision 018). */
  timeClockReasonRequired: 'This punch will be flagged for the facility. Please give a reason.',
  kioskDone: (firstName: string, kind: 'IN' | 'OUT', time: string, shift: string) =>
    `Thank you, ${firstName}. You clocked ${kind === 'IN' ? 'in to' : 'out of'} ${shift} at ${time}.`,
  kioskCancel: 'Cancel',
} as const;
