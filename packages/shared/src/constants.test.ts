import { describe, expect, it } from 'vitest';
import * as c from './constants';

describe('spec 000 section 9 constants', () => {
  it('pins the video call figures', () => {
    expect(c.CALL_NO_ANSWER_TIMEOUT_MS).toBe(75_000);
    expect(c.CALL_CLOSE_DELAY_AFTER_END_MS).toBe(3_000);
    expect(c.CALL_CLOSE_DELAY_AFTER_PERMISSION_DENIED_MS).toBe(5_000);
    expect(c.CAMERA_TOGGLE_DEBOUNCE_MS).toBe(500);
    expect(c.VIDEO_CAPTURE).toEqual({ width: 1280, height: 720, frameRate: 24 });
    expect(c.MAX_AUDIO_BITRATE).toBe(16_000);
    expect(c.MOBILE_MAX_SUBSCRIPTION_BITRATE).toBe(2_500_000);
    expect(c.VIDEO_CODEC).toBe('VP8');
  });

  it('pins search, paging, money and display figures', () => {
    expect(c.SEARCH_DEBOUNCE_MS).toBe(500);
    expect(c.SELECT_SEARCH_DEBOUNCE_MS).toBe(50);
    expect(c.PAGE_SIZE_CHOICES).toEqual([5, 10, 20, 30, 40]);
    expect(c.VAULT_FUNDING_FEE_CENTS).toBe(3);
    expect(c.BANK_VERIFICATION_MAX_AMOUNT).toBe(0.1);
    expect(c.FEEDBACK_MAX_LENGTH).toBe(150);
    expect(c.PHONE_COUNTRY_PREFIX).toBe('+1');
    expect(c.TRUNCATE_DEFAULT_LENGTH).toBe(30);
    expect(c.METRES_TO_FEET).toBe(3.28);
    expect(c.FEET_DISPLAY_LIMIT).toBe(9999);
    expect(c.FILE_SIZE_BASE).toBe(1024);
    expect(c.FILE_SIZE_BASE_SI).toBe(1000);
    expect(c.DATE_FORMAT).toBe('DD/MM/YYYY');
    expect(c.TIME_FORMAT).toBe('hh:mm A');
    expect(c.MONEY_DECIMALS).toBe(2);
    expect(c.TOAST_DURATION_INFO_WARN_MS).toBe(3_000);
    expect(c.TOAST_DURATION_DEFAULT_MS).toBe(10_000);
  });
});

describe('spec 001 section 9 constants', () => {
  it('pins upload limits and extensions', () => {
    expect(c.UPLOAD_MAX_BYTES).toBe(10485762);
    expect(c.CREDENTIAL_EXTENSIONS).toEqual(['jpg', 'png', 'pdf', 'doc']);
    expect(c.LEGAL_DOC_EXTENSIONS).toEqual(['jpeg', 'png', 'jpg', 'pdf', 'doc', 'docx']);
    expect(c.BULK_INVITE_EXTENSIONS).toEqual(['csv', 'xlsx']);
  });

  it('pins field lengths, lists and ranges', () => {
    expect(c.NOTE_TITLE_MAX_LENGTH).toBe(150);
    expect(c.NOTE_DESCRIPTION_MAX_LENGTH).toBe(250);
    expect(c.PHONE_DIGITS).toBe(10);
    expect(c.OPENINGS_MAX_LENGTH).toBe(3);
    expect(c.RATE_MAX_LENGTH).toBe(6);
    expect(c.RATE_DECIMALS).toBe(2);
    expect(c.NURSE_PAGE_SIZE).toBe(10);
    expect([c.RADIUS_MIN_MILES, c.RADIUS_MAX_MILES, c.RADIUS_DEBOUNCE_MS]).toEqual([0, 100, 300]);
    expect(c.LABEL_TRUNCATE_LENGTH).toBe(23);
    expect(c.CREDENTIAL_EXPIRY_MIN_DAYS_AHEAD).toBe(1);
    expect(c.CREDENTIAL_EXPIRY_MAX_YEARS_AHEAD).toBe(100);
  });

  it('lists the 16 bulk-invite columns in order', () => {
    expect(c.BULK_INVITE_COLUMNS).toEqual([
      'first_name',
      'last_name',
      'country_code',
      'mobile',
      'monthly_rate',
      'is_resident',
      'job_category',
      'job_title',
      'date_of_joining',
      'pay_type',
      'payment_category',
      'discipline',
      'department',
      'paychex_emp_id',
      'paychex_org_id',
      'paychex_org_id_15',
    ]);
  });

  it('escapes "at" in the notification time format', () => {
    expect(c.NOTIFICATION_TIME_FORMAT).toBe('DD MMM YYYY [at] h:mm A');
    expect(c.API_DATE_FORMAT).toBe('YYYY-MM-DD');
  });
});
