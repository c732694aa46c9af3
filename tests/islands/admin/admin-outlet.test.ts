import { describe, expect, it } from 'vitest';
import { adminChildRoutes, adminPath, type AdminChild } from '../../../src/i18n/routes';
import {
  adminAccess,
  childFor,
  isCurrent,
  isPlainClick,
  menuChildren,
  missingAccess,
  screenHeading,
} from '../../../src/islands/admin/admin-outlet';
import { adminStrings } from '../../../src/islands/admin/strings';
import type { Permission } from '../../../src/admin-api/contract';

const paths = Object.fromEntries((Object.keys(adminChildRoutes) as AdminChild[]).map((child) => [child, adminPath(child)])) as Record<
  AdminChild,
  string
>;

const signedIn = (...permissions: Permission[]) =>
  adminAccess({ kind: 'signedIn', user: { email: 'staff@example.com', displayName: 'Staff', permissions } });

describe('childFor', () => {
  it('names the child whose path the address is, with or without a trailing slash', () => {
    expect(childFor(paths.contact, paths)).toBe('contact');
    expect(childFor(`${paths.contentEdit}/`, paths)).toBe('contentEdit');
    expect(childFor(paths.publish, paths)).toBe('publish');
  });

  it('shows the dashboard for its own path and any path no other child has', () => {
    expect(childFor(paths.dashboard, paths)).toBe('dashboard');
    expect(childFor(`${paths.dashboard}/nothing-here`, paths)).toBe('dashboard');
  });
});

describe('isCurrent', () => {
  it("marks a child's link current on its own screen and on a screen that belongs to it", () => {
    expect(isCurrent('content', 'content')).toBe(true);
    expect(isCurrent('content', 'contentEdit')).toBe(true);
    expect(isCurrent('contact', 'content')).toBe(false);
    expect(isCurrent('contentEdit', 'content')).toBe(false);
  });
});

describe('adminAccess and menuChildren', () => {
  it('gives an account nothing before it signs in', () => {
    const access = adminAccess({ kind: 'signedOut', setup: false, reason: null });
    expect(access).toEqual({ signedIn: false, seesInbox: false, editsContent: false });
  });

  it("offers an inbox-only account the dashboard and the inbox, never the studio's screens", () => {
    const access = signedIn('inbox');
    expect(access).toEqual({ signedIn: true, seesInbox: true, editsContent: false });
    expect(menuChildren(paths, access)).toEqual(['dashboard', 'contact']);
  });

  it('offers an editor the content list and publishing, and no screen that belongs to another', () => {
    expect(menuChildren(paths, signedIn('content'))).toEqual(['dashboard', 'content', 'publish']);
    expect(menuChildren(paths, signedIn('inbox', 'content'))).toEqual(['dashboard', 'contact', 'content', 'publish']);
  });
});

describe('missingAccess', () => {
  it('names what an account lacks for a screen, the same rule the menu follows', () => {
    const inboxOnly = signedIn('inbox');
    expect(missingAccess('dashboard', inboxOnly)).toBeNull();
    expect(missingAccess('contact', inboxOnly)).toBeNull();
    for (const child of ['content', 'contentEdit', 'publish'] as const) expect(missingAccess(child, inboxOnly)).toBe('editsContent');
    expect(missingAccess('contact', signedIn('content'))).toBe('seesInbox');
    for (const child of Object.keys(paths) as AdminChild[]) expect(missingAccess(child, signedIn('inbox', 'content'))).toBeNull();
  });
});

describe('screenHeading', () => {
  const strings = adminStrings.en;

  it("keeps SPEC's placeholder headings, the publish screen's own, and the studio's for its screens", () => {
    expect(screenHeading('dashboard', strings)).toBe('dashboard works!');
    expect(screenHeading('contact', strings)).toBe('contact works!');
    expect(screenHeading('publish', strings)).toBe(strings.publishHeading);
    expect(screenHeading('contentEdit', strings)).toBe('Content');
  });
});

describe('isPlainClick', () => {
  const press = { metaKey: false, ctrlKey: false, shiftKey: false, altKey: false, button: 0 };

  it('follows a plain press of the main button in the outlet', () => {
    expect(isPlainClick(press)).toBe(true);
  });

  it('leaves a press with a modifier, or of another button, to the browser', () => {
    for (const modifier of ['metaKey', 'ctrlKey', 'shiftKey', 'altKey'] as const)
      expect(isPlainClick({ ...press, [modifier]: true })).toBe(false);
    expect(isPlainClick({ ...press, button: 1 })).toBe(false);
  });
});
