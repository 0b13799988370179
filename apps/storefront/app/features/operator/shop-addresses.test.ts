import { describe, expect, it } from 'vitest';
import { addressError, shopIdOf, suggestedAddresses } from './shop-addresses';

describe('a new shop’s addresses from its business name', () => {
  it.each([
    ['Lamp House & Co.', 'lamp-house-and-co'],
    ['  Śrī Gaṇeśa Traders  ', 'sri-ganesa-traders'],
    ['Chai Corner (Pune) #2', 'chai-corner-pune-2'],
    ['गणेश ट्रेडर्स', ''],
  ])('%s makes the id %s', (name, id) => {
    expect(shopIdOf(name)).toBe(id);
    if (id) expect(addressError('customerId', id)).toBeUndefined();
  });

  it('keeps an id within 63 characters, never ending in a dash', () => {
    const id = shopIdOf(`${'a'.repeat(62)} b`);
    expect(id).toBe('a'.repeat(62));
    expect(addressError('customerId', id)).toBeUndefined();
  });

  it('puts the shop beside the console, with its scheme and port', () => {
    expect(suggestedAddresses('chai', new URL('https://operator.vitrine.in/operator/tenants/new'))).toEqual({
      hosts: 'chai.vitrine.in',
      publicOrigin: 'https://chai.vitrine.in',
    });
    expect(suggestedAddresses('chai', new URL('http://operator.localhost:3000/operator'))).toEqual({
      hosts: 'chai.localhost',
      publicOrigin: 'http://chai.localhost:3000',
    });
    expect(suggestedAddresses('chai', new URL('https://vitrine.in/operator'))).toEqual({
      hosts: 'chai.vitrine.in',
      publicOrigin: 'https://chai.vitrine.in',
    });
    expect(suggestedAddresses('', new URL('https://operator.vitrine.in/'))).toEqual({
      hosts: '',
      publicOrigin: '',
    });
  });

  it('checks each field with the contract’s rules as it is typed', () => {
    expect(addressError('customerId', 'Chai Corner')).toMatch(/lowercase letters, digits or dashes/);
    expect(addressError('hosts', 'chai.localhost\nhttps://chai.example.in')).toMatch(
      /^https:\/\/chai\.example\.in: /,
    );
    expect(addressError('hosts', 'chai.localhost, chai.example.in')).toBeUndefined();
    expect(addressError('publicOrigin', 'https://chai.example.in/shop')).toMatch(
      /scheme and a host name only/,
    );
    expect(addressError('publicOrigin', '')).toBeUndefined();
  });
});
