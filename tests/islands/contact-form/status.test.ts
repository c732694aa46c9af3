/** The form's phases and refusals, and where the focus goes: one reducer, as plain data. */
import { describe, expect, it } from 'vitest';
import { formReducer, initialStatus, type FormEvent, type FormStatus } from '../../../src/islands/contact-form/status';

const run = (events: FormEvent[], from: FormStatus = initialStatus(undefined)) => events.reduce(formReducer, from);

describe('the form status', () => {
  it('starts from the native post answer: its refused fields and notice', () => {
    const status = initialStatus({
      values: { name: '', phone: '', email: '', subject: '', message: '' },
      invalid: [{ field: 'name', problem: 'invalid' }],
      notice: { kind: 'notSent' },
    });
    expect(status).toMatchObject({
      phase: { kind: 'editing' },
      invalid: [{ field: 'name', problem: 'invalid' }],
      notice: { kind: 'notSent' },
    });
  });

  it('refused before sending: stays editing, the focus on the first field to fix, or on the files', () => {
    const invalid = [
      { field: 'phone', problem: 'invalid' },
      { field: 'message', problem: 'tooLong' },
    ] as const;
    expect(run([{ type: 'refused', invalid: [...invalid], fileProblem: undefined }])).toMatchObject({
      phase: { kind: 'editing' },
      invalid,
      focus: { kind: 'field', field: 'phone' },
    });
    expect(run([{ type: 'refused', invalid: [], fileProblem: { reason: 'count', name: null } }]).focus).toEqual({ kind: 'files' });
  });

  it('a field edited after a refusal is no longer marked; the others stay', () => {
    const refused = run([
      {
        type: 'refused',
        invalid: [
          { field: 'name', problem: 'invalid' },
          { field: 'email', problem: 'invalid' },
        ],
        fileProblem: undefined,
      },
    ]);
    expect(run([{ type: 'edited', field: 'name' }], refused).invalid).toEqual([{ field: 'email', problem: 'invalid' }]);
  });

  it('sending with files counts their bytes; progress moves only while sending', () => {
    const sending = run([{ type: 'sending', bytes: 1_500_000 }]);
    expect(sending.phase).toEqual({ kind: 'sending', upload: { loaded: 0, total: 1_500_000 } });
    expect(run([{ type: 'progress', loaded: 400_000, total: 1_500_512 }], sending).phase).toEqual({
      kind: 'sending',
      upload: { loaded: 400_000, total: 1_500_512 },
    });
    expect(run([{ type: 'sending', bytes: 0 }]).phase).toEqual({ kind: 'sending' });
    expect(run([{ type: 'progress', loaded: 1, total: 2 }]).phase).toEqual({ kind: 'editing' });
  });

  it('a cancel gives the form back, focus in it; after an answer it changes nothing', () => {
    const cancelled = run([{ type: 'sending', bytes: 10 }, { type: 'cancelled' }]);
    expect(cancelled).toMatchObject({ phase: { kind: 'editing' }, focus: { kind: 'form' } });
    const notSent = run([
      { type: 'sending', bytes: 0 },
      { type: 'answered', outcome: { kind: 'notSent' } },
    ]);
    expect(run([{ type: 'cancelled' }], notSent).phase).toEqual({ kind: 'notSent' });
  });

  it('answers: fields and files refused come back to the form; sent, not sent and too many replace it, with the focus', () => {
    const sending = run([{ type: 'sending', bytes: 0 }]);
    expect(
      run([{ type: 'answered', outcome: { kind: 'fields', invalid: [{ field: 'email', problem: 'invalid' }] } }], sending),
    ).toMatchObject({
      phase: { kind: 'editing' },
      focus: { kind: 'field', field: 'email' },
    });
    expect(run([{ type: 'answered', outcome: { kind: 'file', problem: { reason: 'kind', name: 'a.exe' } } }], sending)).toMatchObject({
      phase: { kind: 'editing' },
      fileProblem: { reason: 'kind', name: 'a.exe' },
      focus: { kind: 'files' },
    });
    expect(run([{ type: 'answered', outcome: { kind: 'tooMany', minutes: 7 } }], sending)).toMatchObject({
      phase: { kind: 'tooMany', minutes: 7 },
      focus: { kind: 'alert' },
    });
    expect(run([{ type: 'answered', outcome: { kind: 'sent' } }], sending).phase).toEqual({ kind: 'sent' });
    expect(run([{ type: 'retried' }], run([{ type: 'answered', outcome: { kind: 'notSent' } }], sending))).toMatchObject({
      phase: { kind: 'editing' },
      focus: { kind: 'form' },
    });
  });

  it('a focus is taken once', () => {
    expect(run([{ type: 'sending', bytes: 0 }, { type: 'focused' }]).focus).toBeUndefined();
  });
});
