/** A refusal reads back in every language: the schemas' English message, and the same message for an editor. */
import { describe, expect, it } from 'vitest';
import { contentDocuments } from '../../src/content/documents';
import { expectation } from '../../src/content/errors';
import { fieldMessageIn, fieldMessages } from '../../src/content/field-messages';

describe('field messages', () => {
  it('reads each message back from its English text, values and all', () => {
    for (const [name, message] of Object.entries(fieldMessages)) {
      const said = message('7', 'kuzey-ankara', '3', '4');
      expect(fieldMessageIn(said.en, 'tr'), name).toBe(said.tr);
      expect(fieldMessageIn(said.en, 'en'), name).toBe(said.en);
    }
  });

  it('leaves a message it does not know as it is', () => {
    expect(fieldMessageIn("url '/x' is not a page of the route table", 'tr')).toBe("url '/x' is not a page of the route table");
  });

  it("gives an editor every refusal of a project's fields in Turkish", () => {
    const schema = contentDocuments.projects.subCollection!.itemSchema;
    const bad = {
      url: 'Büyük Harf',
      name: '',
      index: -1,
      primaryImageSource: 'javascript:alert(1)',
      imageSources: ['/images/a.jpg'],
      imageAlts: ['bir', 'iki'],
      description: '<b>kalın</b>',
      customer: 'x'.repeat(5001),
      location: 3,
      ongoing: 'evet',
      completed: false,
      slider: false,
    };
    const result = schema.safeParse(bad);
    expect(result.success).toBe(false);
    const messages = result.error!.issues.map((issue) => expectation(issue));
    expect(messages.length).toBeGreaterThanOrEqual(8);
    for (const message of messages) expect(fieldMessageIn(message, 'tr'), message).not.toBe(message);
  });
});
