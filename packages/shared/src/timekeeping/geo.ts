/** A point on the Earth in decimal degrees (WGS 84, what the browser's geolocation gives). */
export type LatLng = { latitude: number; longitude: number };

/** The IUGG mean Earth radius: the sphere closest to the ellipsoid on average. */
export const EARTH_MEAN_RADIUS_METRES = 6_371_008.8;

const radians = (degrees: number) => (degrees * Math.PI) / 180;

/**
 * Great-circle distance in metres (haversine). On a sphere it is off from the ellipsoid by at
 * most about 0.5 %, a metre or two at a geofence's few hundred metres, far below a phone's GPS
 * accuracy. The haversine form stays exact for the short distances a geofence measures, where
 * the spherical law of cosines loses its digits.
 */
export function distanceMetres(a: LatLng, b: LatLng): number {
  const dLat = radians(b.latitude - a.latitude);
  const dLng = radians(b.longitude - a.longitude);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(radians(a.latitude)) * Math.cos(radians(b.latitude)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_MEAN_RADIUS_METRES * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** A valid coordinate pair: finite, latitude within ±90, longitude within ±180. */
export const isLatLng = (p: { latitude: number | null | undefined; longitude: number | null | undefined }): p is LatLng =>
  typeof p.latitude === 'number' &&
  typeof p.longitude === 'number' &&
  Number.isFinite(p.latitude) &&
  Number.isFinite(p.longitude) &&
  Math.abs(p.latitude) <= 90 &&
  Math.abs(p.longitude) <= 180;

/**
 * The point `metres` away from `from` heading `bearingDegrees` (0 north, 90 east), on the same
 * sphere: for tests and demo data that need a position at a known distance from a facility.
 */
export function destinationPoint(from: LatLng, metres: number, bearingDegrees: number): LatLng {
  const d = metres / EARTH_MEAN_RADIUS_METRES;
  const bearing = radians(bearingDegrees);
  const lat1 = radians(from.latitude);
  const lng1 = radians(from.longitude);
  const lat2 = Math.asin(Math.sin(lat1) * Math.cos(d) + Math.cos(lat1) * Math.sin(d) * Math.cos(bearing));
  const lng2 = lng1 + Math.atan2(Math.sin(bearing) * Math.sin(d) * Math.cos(lat1), Math.cos(d) - Math.sin(lat1) * Math.sin(lat2));
  const longitude = (((((lng2 * 180) / Math.PI + 540) % 360) + 360) % 360) - 180;
  return { latitude: (lat2 * 180) / Math.PI, longitude };
}
