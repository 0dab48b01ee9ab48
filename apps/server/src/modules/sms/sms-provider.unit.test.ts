import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { createSmsProvider } from './sms-provider.ts';

describe('createSmsProvider', () => {
  it('defaults to the console provider, which writes the text to the app log at info level', async () => {
    const lines: { obj: unknown; msg: string }[] = [];
    const logger = { info: (obj: unknown, msg: string) => void lines.push({ obj, msg }) };
    const sms = createSmsProvider(loadConfig({}), logger as never);
    expect(sms.name).toBe('console');
    await sms.send({ to: '01012345678', text: '[인증번호] 12345 를 입력해 주세요.' });
    expect(lines).toHaveLength(1);
    expect(lines[0]?.msg).toContain('12345');
    expect(lines[0]?.msg).toContain('01012345678');
  });

  it('uses Solapi when SMS_PROVIDER=solapi', () => {
    const config = loadConfig({
      SMS_PROVIDER: 'solapi',
      SOLAPI_API_KEY: 'k',
      SOLAPI_API_SECRET: 's',
      SOLAPI_SENDER: '0212345678',
    });
    expect(createSmsProvider(config, { info: () => undefined } as never).name).toBe('solapi');
  });
});
