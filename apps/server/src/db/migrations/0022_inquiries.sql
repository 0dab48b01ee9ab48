-- 1:1 문의 (issue 36; docs/decisions/inquiries.md): a member's question and its thread of messages,
-- answered by operators from the console.

-- status: waiting (답변 대기: the member wrote last), answered (답변 완료: an operator wrote last),
-- closed (종료: nothing more is added). waiting_since is when the member's unanswered messages began
-- (the operator's queue is oldest first by it); member_read_at is when the member last opened the
-- thread, so a reply after it is unread. An inquiry may name one of the member's orders or top-up
-- requests; those rows outlive or predate it by their own retention, so the link is cleared, not
-- the inquiry, when they go.
CREATE TABLE inquiries (
  id bigserial PRIMARY KEY,
  member_id bigint NOT NULL REFERENCES members (id),
  category text NOT NULL CHECK (category IN ('order', 'charge', 'account', 'other')),
  title text NOT NULL CHECK (char_length(title) BETWEEN 1 AND 100),
  status text NOT NULL DEFAULT 'waiting' CHECK (status IN ('waiting', 'answered', 'closed')),
  order_id bigint REFERENCES orders (id) ON DELETE SET NULL,
  point_request_id bigint REFERENCES point_requests (id) ON DELETE SET NULL,
  waiting_since timestamptz,
  last_reply_at timestamptz,
  member_read_at timestamptz,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL,
  closed_at timestamptz,
  CONSTRAINT inquiries_one_subject CHECK (order_id IS NULL OR point_request_id IS NULL),
  CONSTRAINT inquiries_waiting CHECK ((status = 'waiting') = (waiting_since IS NOT NULL))
);
CREATE INDEX inquiries_member_idx ON inquiries (member_id, id DESC);
CREATE INDEX inquiries_waiting_idx ON inquiries (waiting_since, id) WHERE status = 'waiting';
-- The retention sweep deletes by last activity (3 years).
CREATE INDEX inquiries_updated_idx ON inquiries (updated_at);
CREATE INDEX inquiries_order_idx ON inquiries (order_id) WHERE order_id IS NOT NULL;
CREATE INDEX inquiries_point_request_idx ON inquiries (point_request_id) WHERE point_request_id IS NOT NULL;

-- The thread. operator_id names the operator of a reply (null for the member's own messages).
CREATE TABLE inquiry_messages (
  id bigserial PRIMARY KEY,
  inquiry_id bigint NOT NULL REFERENCES inquiries (id) ON DELETE CASCADE,
  author text NOT NULL CHECK (author IN ('member', 'operator')),
  operator_id bigint REFERENCES members (id),
  body text NOT NULL CHECK (char_length(body) BETWEEN 1 AND 5000),
  created_at timestamptz NOT NULL,
  CONSTRAINT inquiry_messages_operator CHECK ((author = 'operator') = (operator_id IS NOT NULL))
);
CREATE INDEX inquiry_messages_thread_idx ON inquiry_messages (inquiry_id, id);

-- The operators' canned answers (자주 쓰는 답변).
CREATE TABLE inquiry_templates (
  id bigserial PRIMARY KEY,
  title text NOT NULL CHECK (char_length(title) BETWEEN 1 AND 100),
  body text NOT NULL CHECK (char_length(body) BETWEEN 1 AND 5000),
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL
);
