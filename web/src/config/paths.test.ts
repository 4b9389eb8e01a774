import { VISIT_MANAGE_PATH } from '@painting-site/gateway/contract/estimate-visits';
import { describe, expect, it } from 'vitest';
import { paths } from './paths.ts';

describe('the paths', () => {
  it('send the customer to the manage page the e-mails link to', () => {
    expect(paths.visitManage).toBe(VISIT_MANAGE_PATH);
  });
});
