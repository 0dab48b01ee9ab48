import type { InquiryTemplate, InquiryTemplateInput } from '@smm/contract/admin-inquiries';
import type { Queryable } from '../../db/database.ts';
import { returnedRow } from '../../db/returned-row.ts';

/** SQL of the operators' canned answers (`inquiry_templates`). */

interface TemplateDbRow {
  id: number;
  title: string;
  body: string;
  updated_at: Date;
}

const toTemplate = (r: TemplateDbRow): InquiryTemplate => ({
  id: r.id,
  title: r.title,
  body: r.body,
  updatedAt: r.updated_at.toISOString(),
});

export async function listTemplates(db: Queryable): Promise<InquiryTemplate[]> {
  const { rows } = await db.query<TemplateDbRow>(
    'SELECT id, title, body, updated_at FROM inquiry_templates ORDER BY title, id',
  );
  return rows.map(toTemplate);
}

export async function insertTemplate(
  tx: Queryable,
  input: InquiryTemplateInput,
  at: Date,
): Promise<InquiryTemplate> {
  const { rows } = await tx.query<TemplateDbRow>(
    `INSERT INTO inquiry_templates (title, body, created_at, updated_at) VALUES ($1, $2, $3, $3)
     RETURNING id, title, body, updated_at`,
    [input.title, input.body, at],
  );
  return toTemplate(returnedRow(rows));
}

/** The row before the change, locked; undefined when there is none. */
export async function lockTemplate(tx: Queryable, id: number): Promise<InquiryTemplate | undefined> {
  const { rows } = await tx.query<TemplateDbRow>(
    'SELECT id, title, body, updated_at FROM inquiry_templates WHERE id = $1 FOR UPDATE',
    [id],
  );
  return rows[0] && toTemplate(rows[0]);
}

export async function updateTemplate(
  tx: Queryable,
  id: number,
  input: InquiryTemplateInput,
  at: Date,
): Promise<InquiryTemplate> {
  const { rows } = await tx.query<TemplateDbRow>(
    `UPDATE inquiry_templates SET title = $2, body = $3, updated_at = $4 WHERE id = $1
     RETURNING id, title, body, updated_at`,
    [id, input.title, input.body, at],
  );
  return toTemplate(returnedRow(rows));
}

export async function deleteTemplate(tx: Queryable, id: number): Promise<void> {
  await tx.query('DELETE FROM inquiry_templates WHERE id = $1', [id]);
}
