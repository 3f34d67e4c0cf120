import { describe, expect, it } from 'vitest';
import { mergedInto, prepareColumns, ROW_NUMBER_ID } from './columns';

interface Person {
  id: number;
  name: string;
  city: string;
}

const people: Person[] = [
  { id: 7, name: 'Asha', city: 'Mysore' },
  { id: 9, name: 'Ravi', city: 'Hubballi' },
];

describe('prepareColumns', () => {
  it("starts with the '#' column, numbered on from the previous pages", () => {
    const [number] = prepareColumns<Person, never>([], 3, 10);
    expect(number!.id).toBe(ROW_NUMBER_ID);
    expect(number!.priority).toBe('essential');
    expect(people.map((person, index) => number!.render(person, index))).toEqual([21, 22]);
  });

  it("fills the column defaults: title 'Title', key 'name', not sortable, left aligned", () => {
    const [, column] = prepareColumns<Person, never>([{}], 1, 10);
    expect(column).toMatchObject({
      title: 'Title',
      key: 'name',
      sortable: false,
      align: 'left',
      priority: 'medium',
      card: 'field',
    });
    expect(column!.render(people[0]!, 0)).toBe('Asha');
  });

  it('gives two columns of the same field distinct ids', () => {
    const ids = prepareColumns<Person, never>([{ key: 'city' }, { key: 'city', title: 'Again' }], 1, 10).map(
      (column) => column.id,
    );
    expect(new Set(ids).size).toBe(ids.length);
  });
});

describe('mergedInto', () => {
  it('lists the hidden columns that fold into a host, in column order', () => {
    const columns = prepareColumns<Person, never>(
      [{ key: 'name' }, { key: 'city', mergeInto: 'name' }, { key: 'id', mergeInto: 'name' }],
      1,
      10,
    );
    const host = columns.find((column) => column.key === 'name')!;
    expect(mergedInto(host, columns, new Set()).map((column) => column.key)).toEqual([]);
    expect(mergedInto(host, columns, new Set(['id', 'city'])).map((column) => column.key)).toEqual([
      'city',
      'id',
    ]);
  });
});
