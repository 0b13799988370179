import { describe, expect, it } from 'vitest';
import { maskedRecipient } from './notification-rows';

describe('a notification’s recipient in the console', () => {
  it.each([
    ['9876543210', '98******10'],
    ['kavya.iyer@example.com', 'k***@example.com'],
    // Already masked by an account's deletion (decision 0093): shown as it is.
    ['XXXXXXXX10', 'XXXXXXXX10'],
    ['(email removed)', '(email removed)'],
  ])('%s reads %s', (recipient, shown) => {
    expect(maskedRecipient(recipient)).toBe(shown);
  });
});
