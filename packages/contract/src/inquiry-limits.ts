// The lengths an inquiry's title and messages may have.

export const INQUIRY_TITLE_MAX = 100;

export const INQUIRY_BODY_MAX = 5000;
