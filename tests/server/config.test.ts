/** The server's settings from the environment (src/server/config.ts): defaults, and bad values named in the operator's words. */
import { describe, expect, it } from 'vitest';
import { DEFAULT_CONTACT_RETENTION_DAYS } from '../../src/lib/contact-retention';
import {
  adminSessionSecret,
  backupDir,
  contactDataDir,
  contactFilesDailyBytes,
  contactLimits,
  contactRetentionDays,
  DEFAULT_CONTACT_DATA_DIR,
  DEFAULT_CONTACT_FILES_DAILY_BYTES,
  DEFAULT_LIMITS,
  DEFAULT_SHUTDOWN_DEADLINE_SECONDS,
  listenAddress,
  loggingProjectId,
  notifyRecipients,
  shutdownDeadlineSeconds,
  smtpSettings,
  trustedProxies,
} from '../../src/server/config';

describe('the daily budget for visitors’ files', () => {
  it('is 2 GB unless set, takes a whole number of bytes (0 keeps none) and names a bad value', () => {
    expect(contactFilesDailyBytes({})).toBe(DEFAULT_CONTACT_FILES_DAILY_BYTES);
    expect(DEFAULT_CONTACT_FILES_DAILY_BYTES).toBe(2_000_000_000);
    expect(contactFilesDailyBytes({ CONTACT_FILES_DAILY_BYTES: '500000000' })).toBe(500_000_000);
    expect(contactFilesDailyBytes({ CONTACT_FILES_DAILY_BYTES: '0' })).toBe(0);
    expect(() => contactFilesDailyBytes({ CONTACT_FILES_DAILY_BYTES: '2GB' })).toThrow(
      /CONTACT_FILES_DAILY_BYTES must be a whole number of bytes/,
    );
  });
});

describe('server settings', () => {
  it('has a default for everything an operator need not set', () => {
    expect(listenAddress({})).toEqual({ host: '127.0.0.1', port: '4321' });
    expect(contactLimits({})).toEqual(DEFAULT_LIMITS);
    expect(trustedProxies({})).toBe(0);
    expect(contactDataDir({})).toBe(DEFAULT_CONTACT_DATA_DIR);
    expect(adminSessionSecret({})).toEqual({});
    expect(notifyRecipients({})).toBeUndefined();
    expect(smtpSettings({})).toBeUndefined();
    expect(backupDir({ BACKUP_DIR: ' ' })).toBeUndefined();
    expect(contactRetentionDays({})).toBe(DEFAULT_CONTACT_RETENTION_DAYS);
    expect(DEFAULT_CONTACT_RETENTION_DAYS).toBe(730);
    expect(shutdownDeadlineSeconds({})).toBe(DEFAULT_SHUTDOWN_DEADLINE_SECONDS);
    expect(loggingProjectId({})).toBeUndefined();
  });

  it('reads what is set, trimmed', () => {
    expect(listenAddress({ HOST: ' 0.0.0.0 ', PORT: '8080' })).toEqual({ host: '0.0.0.0', port: '8080' });
    expect(contactLimits({ CONTACT_RATE_LIMIT: ' 7 ', CONTACT_INVALID_LIMIT: '40', CONTACT_RATE_WINDOW_SECONDS: '60' })).toEqual({
      accepted: 7,
      invalid: 40,
      windowSeconds: 60,
    });
    expect(notifyRecipients({ NOTIFY_TO: 'a@example.com, b@example.com,a@example.com' })).toEqual(['a@example.com', 'b@example.com']);
    expect(smtpSettings({ SMTP_URL: 'smtp://mail.example.com:587', SMTP_FROM: 'Web <web@example.com>' })).toEqual({
      url: 'smtp://mail.example.com:587',
      from: 'Web <web@example.com>',
    });
    expect(backupDir({ BACKUP_DIR: ' /srv/backups ' })).toBe('/srv/backups');
    expect(contactRetentionDays({ CONTACT_RETENTION_DAYS: ' 365 ' })).toBe(365);
    expect(shutdownDeadlineSeconds({ SHUTDOWN_DEADLINE_SECONDS: ' 5 ' })).toBe(5);
    expect(loggingProjectId({ GOOGLE_CLOUD_PROJECT: ' ornek-prod ' })).toBe('ornek-prod');
    expect(loggingProjectId({ GOOGLE_CLOUD_PROJECT: 'ornek-prod', FIREBASE_PROJECT_ID: 'ornek-firebase' })).toBe('ornek-firebase');
  });

  it('names the variable and what it needs when a value is wrong', () => {
    expect(() => contactLimits({ CONTACT_RATE_LIMIT: '0' })).toThrow("CONTACT_RATE_LIMIT must be a whole number of at least 1, got '0'.");
    expect(() => contactLimits({ CONTACT_RATE_WINDOW_SECONDS: '1.5' })).toThrow(/^CONTACT_RATE_WINDOW_SECONDS must be a whole number/);
    expect(() => trustedProxies({ TRUST_PROXY: 'yes' })).toThrow(
      "TRUST_PROXY must be the number of proxies in front of the server (0, 1, 2, ...), got 'yes'.",
    );
    expect(() => notifyRecipients({ NOTIFY_TO: 'sales@example.com, not-an-address' })).toThrow(
      'NOTIFY_TO must be comma-separated e-mail addresses; not one: not-an-address',
    );
    for (const port of ['http', '0', '70000', '80.5'])
      expect(() => listenAddress({ PORT: port }), port).toThrow(`PORT must be a TCP port number (1 to 65535), got '${port}'.`);
    for (const days of ['0', '-30', '1.5', 'two years', '36501'])
      expect(() => contactRetentionDays({ CONTACT_RETENTION_DAYS: days }), days).toThrow(
        `CONTACT_RETENTION_DAYS must be a whole number of days from 1 to 36500 (default 730, the period the privacy notice states), got '${days}'.`,
      );
    for (const seconds of ['0', 'soon', '2.5'])
      expect(() => shutdownDeadlineSeconds({ SHUTDOWN_DEADLINE_SECONDS: seconds }), seconds).toThrow(
        `SHUTDOWN_DEADLINE_SECONDS must be a whole number of seconds of at least 1 (Cloud Run kills after 10), got '${seconds}'.`,
      );
    expect(adminSessionSecret({ ADMIN_SESSION_SECRET: 'short' }).problem).toMatch(/ADMIN_SESSION_SECRET is shorter than 32 characters/);
  });
});
