import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { z } from 'zod';
import { renderWithProviders } from '../../test/render.tsx';
import { checkWith } from './form-check.ts';
import { useForm, useFormValues } from './use-form.ts';

const schema = z.object({
  id: z.string().min(1, '아이디를 입력해 주세요.'),
  code: z.string().length(3, '코드는 3자리입니다.'),
});

function Probe({
  onValid,
  toast = false,
}: {
  onValid: (data: z.output<typeof schema>) => void;
  toast?: boolean;
}) {
  const { values, set } = useFormValues({ id: '', code: '' });
  const form = useForm({ errorId: 'probe-error', check: () => checkWith(schema, values), onValid, toast });
  return (
    <form aria-label="probe" noValidate onSubmit={form.submit}>
      <label>
        id
        <input name="id" value={values.id} onChange={(event) => set('id')(event.target.value)} />
      </label>
      <label>
        code
        <input
          name="code"
          value={values.code}
          aria-describedby={form.errorFor('code') ?? undefined}
          onChange={(event) => set('code')(event.target.value)}
        />
      </label>
      {form.issue ? <p id={form.errorId}>{form.issue.message}</p> : null}
      <button type="submit">send</button>
    </form>
  );
}

describe('useForm', () => {
  it('shows the first contract message, points the field at it and focuses it', async () => {
    const onValid = vi.fn();
    renderWithProviders(<Probe onValid={onValid} />);
    await userEvent.type(screen.getByLabelText('id'), 'member01');
    await userEvent.click(screen.getByRole('button', { name: 'send' }));
    expect(screen.getByText('코드는 3자리입니다.')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText('code'));
    expect(screen.getByLabelText('code').getAttribute('aria-describedby')).toBe('probe-error');
    expect(onValid).not.toHaveBeenCalled();
  });

  it('hands the parsed values over and clears the message once the check passes', async () => {
    const onValid = vi.fn();
    renderWithProviders(<Probe onValid={onValid} />);
    await userEvent.click(screen.getByRole('button', { name: 'send' }));
    expect(screen.getByText('아이디를 입력해 주세요.')).toBeTruthy();
    await userEvent.type(screen.getByLabelText('id'), 'member01');
    await userEvent.type(screen.getByLabelText('code'), 'abc');
    await userEvent.click(screen.getByRole('button', { name: 'send' }));
    expect(onValid).toHaveBeenCalledWith({ id: 'member01', code: 'abc' });
    expect(screen.queryByText('아이디를 입력해 주세요.')).toBeNull();
  });

  it('also toasts the message when asked', async () => {
    renderWithProviders(<Probe onValid={vi.fn()} toast />);
    await userEvent.click(screen.getByRole('button', { name: 'send' }));
    expect(screen.getAllByText('아이디를 입력해 주세요.')).toHaveLength(2);
  });
});
