/** Which value each field of the contact form starts from when its island takes the server's form over. */
import { describe, expect, it } from 'vitest';
import { sameValues, takeOverValues } from '../../../src/islands/contact-form/takeover';

const empty = { name: '', phone: '', message: '' };

describe('takeOverValues', () => {
  it('keeps what the visitor typed before hydration, over the draft of an earlier page view', () => {
    const draft = { name: 'Old name', phone: '+90 000', message: 'Old message' };
    expect(takeOverValues(empty, { name: 'Deniz', phone: '+90 532', message: 'Merhaba' }, draft)).toEqual({
      name: 'Deniz',
      phone: '+90 532',
      message: 'Merhaba',
    });
  });

  it('fills from the draft only the fields still as the server rendered them', () => {
    const draft = { name: 'Old name', phone: '+90 000', message: 'Old message' };
    expect(takeOverValues(empty, { name: 'Deniz', phone: '', message: '' }, draft)).toEqual({
      name: 'Deniz',
      phone: '+90 000',
      message: 'Old message',
    });
  });

  it('keeps the server-rendered values where nothing was typed and no draft is kept', () => {
    const rendered = { name: 'Deniz', phone: '+90 532', message: '' };
    expect(takeOverValues(rendered, { name: 'Deniz', phone: '+90 532', message: '' })).toEqual(rendered);
    expect(takeOverValues(rendered, {})).toEqual(rendered);
  });

  it('counts a change to a server-rendered value (an answer to a native post) as typed, an emptied field too', () => {
    const rendered = { name: 'Deniz', phone: 'not a phone', message: 'Merhaba' };
    expect(takeOverValues(rendered, { name: '', phone: '+90 532', message: 'Merhaba' }, { name: 'Old', message: 'Old' })).toEqual({
      name: '',
      phone: '+90 532',
      message: 'Old',
    });
  });

  it("keeps a preset value (the quote page's subject) where the draft holds that field empty, and takes the draft's text over it", () => {
    const preset = { name: '', phone: '', message: 'Request for a quote' };
    expect(takeOverValues(preset, {}, { name: 'Deniz', phone: '', message: '' })).toEqual({
      name: 'Deniz',
      phone: '',
      message: 'Request for a quote',
    });
    expect(takeOverValues(preset, {}, { name: '', phone: '', message: 'My own words' })).toEqual({
      name: '',
      phone: '',
      message: 'My own words',
    });
  });

  it('takes only text from a draft, and no field the form lacks', () => {
    const draft = { name: 42, phone: null, message: 'Kept', website: 'spam' };
    expect(takeOverValues(empty, {}, draft)).toEqual({ name: '', phone: '', message: 'Kept' });
  });
});

describe('sameValues', () => {
  it('compares the text of every field', () => {
    expect(sameValues(empty, { ...empty })).toBe(true);
    expect(sameValues(empty, { ...empty, phone: '1' })).toBe(false);
  });
});
