/** A project's quote form's subject: the content's template with the project's name, always within the field's limit. */
import { expect, it } from 'vitest';
import { CONTACT_LIMITS } from '../../src/content/contact-fields';
import { projectQuoteSubject } from '../../src/lib/project-quote';

it("puts the project's name in the template, every place it says {project}", () => {
  expect(projectQuoteSubject('Teklif: {project}', 'Teklif talebi', 'Ostim Trafo Merkezi')).toBe('Teklif: Ostim Trafo Merkezi');
  expect(projectQuoteSubject('{project} – Angebot ({project})', 'x', 'Werk')).toBe('Werk – Angebot (Werk)');
});

it('falls back to the quote subject and the name where the content was saved before the template', () => {
  expect(projectQuoteSubject(undefined, 'Request for a quote', 'Solar plant')).toBe('Request for a quote: Solar plant');
});

it("shortens a long name so the subject fits the field's limit, which the server holds it to", () => {
  const name = 'Çok uzun bir proje adı '.repeat(10).trim();
  const subject = projectQuoteSubject('Teklif: {project}', 'Teklif talebi', name);
  expect(subject.length).toBeLessThanOrEqual(CONTACT_LIMITS.subject);
  expect(subject).toMatch(/^Teklif: Çok uzun bir proje adı .*…$/);
  const twice = projectQuoteSubject('{project} / {project}', 'x', name);
  expect(twice.length).toBeLessThanOrEqual(CONTACT_LIMITS.subject);
  expect(twice.split(' / ')).toHaveLength(2);
  // A template alone longer than the limit is cut to it.
  expect(projectQuoteSubject('x'.repeat(200), 'x', 'Ad')).toHaveLength(CONTACT_LIMITS.subject);
});
