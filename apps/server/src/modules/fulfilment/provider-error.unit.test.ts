import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@smm/contract/messages';
import { classifyPanelError } from './provider-error.ts';

describe('classifyPanelError', () => {
  it.each([
    'Not enough funds on balance',
    'Invalid API key',
    'You have active order with this link. Please wait until order being completed.',
    MESSAGES.order.insufficientPoints,
    'API 키가 올바르지 않습니다.',
    MESSAGES.server.tooManyRequests,
  ])('retries what is about the panel account or its load: %s', (message) => {
    expect(classifyPanelError(message)).toBe('retryable');
  });

  it.each(['Incorrect link', 'Incorrect service ID', MESSAGES.order.aboveMax, MESSAGES.server.linkInvalid])(
    'takes anything about the order itself as a definite refusal: %s',
    (message) => {
      expect(classifyPanelError(message)).toBe('refused');
    },
  );
});
