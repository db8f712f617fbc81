import { describe, expect, it } from 'vitest';
import { destinationPoint, distanceMetres, isLatLng } from './geo';

const tampa = { latitude: 27.9506, longitude: -82.4572 };

describe('distanceMetres', () => {
  it('is zero for the same point and symmetric', () => {
    expect(distanceMetres(tampa, tampa)).toBe(0);
    const other = { latitude: 27.96, longitude: -82.45 };
    expect(distanceMetres(tampa, other)).toBeCloseTo(distanceMetres(other, tampa), 9);
  });

  it('measures one degree of latitude as about 111.2 km on the mean sphere', () => {
    expect(distanceMetres({ latitude: 0, longitude: 0 }, { latitude: 1, longitude: 0 })).toBeCloseTo(111_195, -1);
  });

  it('matches a known city pair (JFK to LAX, about 3,974 km on the sphere)', () => {
    const jfk = { latitude: 40.6413, longitude: -73.7781 };
    const lax = { latitude: 33.9416, longitude: -118.4085 };
    expect(distanceMetres(jfk, lax) / 1000).toBeCloseTo(3974, -1);
  });

  it('keeps its precision at geofence distances (a few metres)', () => {
    const near = destinationPoint(tampa, 3, 45);
    expect(distanceMetres(tampa, near)).toBeCloseTo(3, 6);
  });

  it('crosses the antimeridian the short way', () => {
    expect(distanceMetres({ latitude: 0, longitude: 179.999 }, { latitude: 0, longitude: -179.999 })).toBeCloseTo(222.4, 0);
  });
});

describe('destinationPoint', () => {
  it('lands at the asked distance in every direction', () => {
    for (const bearing of [0, 90, 180, 270, 33]) {
      for (const metres of [150, 300, 450, 5000]) {
        expect(distanceMetres(tampa, destinationPoint(tampa, metres, bearing))).toBeCloseTo(metres, 4);
      }
    }
  });

  it('goes north along a meridian', () => {
    const north = destinationPoint(tampa, 1000, 0);
    expect(north.longitude).toBeCloseTo(tampa.longitude, 9);
    expect(north.latitude).toBeGreaterThan(tampa.latitude);
  });
});

describe('isLatLng', () => {
  it('accepts valid pairs and refuses missing, infinite or out-of-range values', () => {
    expect(isLatLng(tampa)).toBe(true);
    expect(isLatLng({ latitude: -90, longitude: 180 })).toBe(true);
    expect(isLatLng({ latitude: null, longitude: 1 })).toBe(false);
    expect(isLatLng({ latitude: 1, longitude: undefined })).toBe(false);
    expect(isLatLng({ latitude: 91, longitude: 0 })).toBe(false);
    expect(isLatLng({ latitude: 0, longitude: -181 })).toBe(false);
    expect(isLatLng({ latitude: Number.NaN, longitude: 0 })).toBe(false);
    expect(isLatLng({ latitude: Infinity, longitude: 0 })).toBe(false);
  });
});
