import { describe, expect, it } from 'vitest';
import { newTenantSchema } from '@vitrine/contract/tenants';
import { askNewTenant } from './tenant-prompts.ts';

/** A terminal that types the given answers in turn and keeps what was asked and said. */
function terminal(answers: string[]) {
  const asked: string[] = [];
  const said: string[] = [];
  const ask = async (question: string) => {
    asked.push(question);
    if (answers.length === 0) throw new Error(`No answer left for “${question}”`);
    return answers.shift()!;
  };
  return { ask, say: (line: string) => said.push(line), asked, said };
}

describe('tenant:create’s questions', () => {
  it('asks each value, re-asks one the contract refuses, and takes the bracketed defaults', async () => {
    const term = terminal([
      'Chai Corner', // not an id
      'chai-corner',
      'Chai Corner',
      'chai.localhost, chai.example.in',
      '', // the public origin: https://chai.localhost
      '12345', // not a mobile
      '9811122233',
      'Asha Rao',
      '', // mode
      'purple', // not a theme
      'indigo',
      'Karnataka',
      '',
    ]);
    const tenant = await askNewTenant(term.ask, term.say);
    expect(tenant).toEqual({
      customerId: 'chai-corner',
      businessName: 'Chai Corner',
      hosts: ['chai.localhost', 'chai.example.in'],
      publicOrigin: 'https://chai.localhost',
      ownerMobile: '9811122233',
      ownerName: 'Asha Rao',
      mode: 'business',
      theme: 'indigo',
      registeredState: 'Karnataka',
      gstin: undefined,
    });
    expect(newTenantSchema.safeParse(tenant).success).toBe(true);
    expect(term.asked).toContain('Public origin [https://chai.localhost]: ');
    expect(term.said).toHaveLength(3);
    expect(term.said.every((line) => line.endsWith('. Try again.'))).toBe(true);
  });
});
