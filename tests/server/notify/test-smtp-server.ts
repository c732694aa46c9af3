/**
 * A real SMTP server (smtp-server) on a free port for the tests of mail the server sends: it keeps
 * each message it accepts with its envelope, and answers each as `answer` says at that moment
 * (accepted, or refused with an SMTP code: 4xx to be tried again, 5xx for good).
 */
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { freePort } from '../../../scripts/lib/free-port';

export interface Received {
  envelope: string[];
  mail: ParsedMail;
}

type SmtpAnswer = 'accept' | { code: number; text: string };

export interface TestSmtpServer {
  url: string;
  received: Received[];
  answer: SmtpAnswer;
  close(): Promise<void>;
}

export async function startTestSmtpServer(): Promise<TestSmtpServer> {
  const port = await freePort();
  const state: TestSmtpServer = {
    url: `smtp://127.0.0.1:${port}`,
    received: [],
    answer: 'accept',
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((mail) => {
          const answer = state.answer;
          if (answer !== 'accept') return callback(Object.assign(new Error(answer.text), { responseCode: answer.code }));
          state.received.push({ envelope: session.envelope.rcptTo.map((r) => r.address), mail });
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return state;
}
