export type Position = { latitude: number; longitude: number; accuracy: number };

/** A first fix can take a while indoors; after this the punch goes on without a location. */
const LOCATION_TIMEOUT_MS = 20_000;

/** The browser's position and its accuracy in metres; null when refused, unavailable or too slow. */
export function currentPosition(): Promise<Position | null> {
  if (!('geolocation' in navigator)) return Promise.resolve(null);
  return new Promise((resolve) => {
    navigator.geolocation.getCurrentPosition(
      ({ coords }) => resolve({ latitude: coords.latitude, longitude: coords.longitude, accuracy: coords.accuracy }),
      () => resolve(null),
      { enableHighAccuracy: true, timeout: LOCATION_TIMEOUT_MS, maximumAge: 0 },
    );
  });
}
