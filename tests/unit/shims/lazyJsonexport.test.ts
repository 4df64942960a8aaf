import jsonExport from '../../../src/shims/lazyJsonexport';

// Issue 43: the build gives react-admin's default exporter this converter in place of jsonexport
// (vite.config.ts lazyJsonexport), so the CSV converter leaves the chunk every screen loads. The
// exporter calls it as `jsonExport(rows, (err, csv) => downloadCSV(csv, resource))`: the callback
// must get the library's CSV, and options must still apply.

function exportRows(...args: unknown[]): Promise<{ err: unknown; csv: string }> {
  return new Promise((resolve) => {
    void jsonExport(...args, (err: unknown, csv: string) => resolve({ err, csv }));
  });
}

describe('lazyJsonexport', () => {
  it("gives react-admin's callback the library's CSV", async () => {
    const { err, csv } = await exportRows([
      { id: 1, name: '张三', tags: ['a', 'b'] },
      { id: 2, name: 'Li, Si', tags: [] },
    ]);
    expect(err).toBeNull();
    expect(csv.split('\n')).toEqual(['id,name,tags', '1,张三,a;b', '2,"Li, Si",']);
  });

  it('passes the options through', async () => {
    const { csv } = await exportRows([{ a: 1, b: 2 }], { rowDelimiter: ';' });
    expect(csv.split('\n')).toEqual(['a;b', '1;2']);
  });

  it('answers with a promise of the CSV when no callback is given', async () => {
    await expect(jsonExport([{ a: 1 }])).resolves.toBe('a\n1');
  });
});
