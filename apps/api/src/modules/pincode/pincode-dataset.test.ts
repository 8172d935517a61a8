import { describe, expect, it } from 'vitest';
import { stateNameHi } from '@shop/shared/state-names-hi';
import { districtNameHi } from './district-names-hi';
import { buildPincodeIndex, loadPincodeIndex, type PostOfficeRow } from './pincode-dataset';
import { pincodeService, toPincodeDetails } from './pincode-service';

const office = (name: string, pincode: number, district: string, state: string): PostOfficeRow => ({
  name,
  pincode,
  district,
  state,
});

describe('PIN code index', () => {
  it('keeps one entry per PIN with every post office serving it', () => {
    const index = buildPincodeIndex([
      office('Vrindavan', 281121, 'Mathura', 'Uttar Pradesh'),
      office('G.N. Bazar', 281121, 'Mathura', 'Uttar Pradesh'),
      office('Vrindavan', 281121, 'Mathura', 'Uttar Pradesh'),
    ]);
    expect(index.size).toBe(1);
    expect(index.get('281121')).toEqual({
      district: 'Mathura',
      state: 'Uttar Pradesh',
      offices: ['G.N. Bazar', 'Vrindavan'],
    });
  });

  it('takes the district most of a PIN’s offices belong to', () => {
    const index = buildPincodeIndex([
      office('A', 110001, 'New Delhi', 'Delhi'),
      office('B', 110001, 'Central Delhi', 'Delhi'),
      office('C', 110001, 'Central Delhi', 'Delhi'),
    ]);
    expect(index.get('110001')?.district).toBe('Central Delhi');
  });

  it('uses today’s names for states the dataset spells the old way', () => {
    const index = buildPincodeIndex([
      office('Raipur', 492001, 'Raipur', 'Chattisgarh'),
      office('Port Blair', 744101, 'South Andaman', 'Andaman & Nicobar'),
      office('Puducherry', 605001, 'Pondicherry', 'Pondicherry'),
    ]);
    expect(index.get('492001')?.state).toBe('Chhattisgarh');
    expect(index.get('744101')?.state).toBe('Andaman and Nicobar Islands');
    expect(index.get('605001')?.state).toBe('Puducherry');
  });
});

describe('PIN code answer', () => {
  it('reports the district as the city and cash on delivery by state', () => {
    expect(toPincodeDetails('281121', { district: 'Mathura', state: 'Uttar Pradesh', offices: ['Vrindavan'] })).toEqual(
      {
        pincode: '281121',
        city: 'Mathura',
        state: 'Uttar Pradesh',
        offices: ['Vrindavan'],
        deliverable: true,
        codAvailable: true,
        zone: 'rest_of_india',
        place: { city: 'Mathura', state: 'Uttar Pradesh' },
      },
    );
    expect(
      toPincodeDetails('682555', { district: 'Lakshadweep', state: 'Lakshadweep', offices: ['Kavaratti'] })
        .codAvailable,
    ).toBe(false);
  });

  it('loads the dataset once for concurrent first lookups', async () => {
    let loads = 0;
    const service = pincodeService(async () => {
      loads += 1;
      return new Map([['281121', { district: 'Mathura', state: 'Uttar Pradesh', offices: [] }]]);
    });
    await Promise.all([service.lookup('281121'), service.lookup('281121'), service.lookup('281121')]);
    expect(loads).toBe(1);
  });

  it('tries to load again after a failed load and says the lookup failed meanwhile', async () => {
    let attempt = 0;
    const service = pincodeService(async () => {
      attempt += 1;
      if (attempt === 1) throw new Error('disk error');
      return new Map([['281121', { district: 'Mathura', state: 'Uttar Pradesh', offices: [] }]]);
    });
    await expect(service.lookup('281121')).rejects.toMatchObject({ code: 'PIN_LOOKUP_FAILED' });
    await expect(service.lookup('281121')).resolves.toMatchObject({ city: 'Mathura' });
  });
});

describe('Places in Hindi', () => {
  it('names every state and union territory the PIN dataset gives in Hindi', async () => {
    const states = new Set([...(await loadPincodeIndex()).values()].map((entry) => entry.state));
    expect([...states].filter((state) => !stateNameHi(state))).toEqual([]);
    expect(stateNameHi(' uttar  pradesh ')).toBe('उत्तर प्रदेश');
  });

  it('names every district the PIN dataset gives in Devanagari', async () => {
    const districts = new Set([...(await loadPincodeIndex()).values()].map((entry) => entry.district));
    const names = [...districts].map((district) => [district, districtNameHi(district)] as const);
    expect(names.filter(([, hindi]) => !hindi || !/^[\u0900-\u097F\s()0-9-]+$/u.test(hindi))).toEqual([]);
    expect(districtNameHi('Allahabad')).toBe('प्रयागराज');
    expect(districtNameHi('constructor')).toBeUndefined();
  });

  it('marks only what has no Hindi name as English', () => {
    const entry = { district: 'Newly Made', state: 'Uttar Pradesh', offices: ['Somewhere B.O'] };
    expect(toPincodeDetails('999999', entry, 'hi').place).toEqual({
      city: 'Newly Made',
      state: 'उत्तर प्रदेश',
      untranslated: ['city'],
    });
  });
});
