import { describe, expect, it } from 'vitest';
import { deviceFormSchema, deviceLocationSchema } from './device';
import { firstMessage } from './test-helpers';

describe('device location (spec 001 section 5)', () => {
  it("answers 'Device Location is required' when empty or blank", () => {
    expect(firstMessage(deviceLocationSchema, '')).toBe('Device Location is required');
    expect(firstMessage(deviceLocationSchema, '   ')).toBe('Device Location is required');
    expect(firstMessage(deviceFormSchema, {})).toBe('Device Location is required');
  });

  it('takes a location', () => {
    expect(deviceFormSchema.parse({ device_location: ' Nurses station, 2nd floor ' })).toEqual({
      device_location: 'Nurses station, 2nd floor',
    });
  });
});
