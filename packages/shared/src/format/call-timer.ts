const two = (n: number) => String(n).padStart(2, '0');

const split = (totalSeconds: number) => {
  const s = Math.max(0, Math.floor(totalSeconds));
  return { hours: Math.floor(s / 3600), minutes: Math.floor((s % 3600) / 60), seconds: s % 60 };
};

/** spec 000 section 4: the wait countdown, shown as mm : ss ('01 : 15' for 75 s). */
export const formatCountdown = (secondsLeft: number): string => {
  const { hours, minutes, seconds } = split(secondsLeft);
  return `${two(hours * 60 + minutes)} : ${two(seconds)}`;
};

/** spec 000 section 4: the elapsed call timer, shown as hh : mm : ss. */
export const formatElapsed = (secondsElapsed: number): string => {
  const { hours, minutes, seconds } = split(secondsElapsed);
  return `${two(hours)} : ${two(minutes)} : ${two(seconds)}`;
};
