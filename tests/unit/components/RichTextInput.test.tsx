import { readdirSync, readFileSync, statSync } from 'fs';
import { join, relative } from 'path';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Form } from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import { RichTextInput } from '../../../src/components/input/RichTextInput';
import { buildMessages } from '../../../src/i18n/i18nProvider';
import { ApiError } from '../../../dataProvider/http';
import { fakeHttp } from '../fixtures/fakes';
import { renderInAdmin } from '../fixtures/renderInAdmin';

const ROOT = join(__dirname, '../../..');
const STORED = {
  url: '/chance-upload/image/0123456789abcdef0123456789abcdef.png',
  name: '0123456789abcdef0123456789abcdef.png',
  contentType: 'image/png',
  width: 640,
  height: 320,
  size: 2048,
};
const PNG_HEAD = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const file = (name: string, type: string, size: number) => new File([new Uint8Array(size).map((_, i) => PNG_HEAD[i] ?? 0)], name, { type });

function Value() {
  const value = useWatch({ control: useFormContext().control, name: 'content' });
  return <output data-testid="value">{String(value ?? '')}</output>;
}

function renderEditor(locale: 'zh' | 'en', http = fakeHttp({ 'chance-upload/image': STORED })) {
  return renderInAdmin(
    <Form record={{ content: '<p>Weekend bonus</p>' }}>
      <RichTextInput source="content" label="Content" />
      <Value />
    </Form>,
    { http, locale },
  );
}

// jsdom lays nothing out, and ProseMirror measures the caret to scroll it into view after an insert.
beforeAll(() => {
  const none = () => ({ x: 0, y: 0, top: 0, left: 0, right: 0, bottom: 0, width: 0, height: 0, toJSON: () => ({}) }) as DOMRect;
  Range.prototype.getClientRects ??= () => Object.assign([], { item: () => null }) as unknown as DOMRectList;
  Range.prototype.getBoundingClientRect ??= none;
});

const imageButton = (name: string) => screen.findByRole('button', { name });
const picker = () => screen.getByTestId('rich-text-image-file') as HTMLInputElement;
const uploads = (http: ReturnType<typeof fakeHttp>) => http.request.mock.calls.filter(([path]) => path === 'chance-upload/image');

/** Every `ra.tiptap.*` key ra-input-rich-text asks for, read from its source. */
function libraryKeys(): string[] {
  const dir = join(ROOT, 'node_modules/ra-input-rich-text/src');
  const files = (d: string): string[] =>
    readdirSync(d).flatMap((n) => (statSync(join(d, n)).isDirectory() ? files(join(d, n)) : [join(d, n)]));
  const keys = files(dir)
    .filter((f) => f.endsWith('.tsx') && !/\.(spec|stories)\.tsx$/.test(f))
    .flatMap((f) => [...readFileSync(f, 'utf8').matchAll(/'(ra\.tiptap\.[a-z0-9_]+)'/g)].map((m) => m[1]));
  return [...new Set(keys)].sort();
}

describe('rich-text messages', () => {
  it('has every toolbar text the editor asks for, in zh and en', () => {
    const keys = libraryKeys();
    expect(keys).toEqual(expect.arrayContaining(['ra.tiptap.paragraph', 'ra.tiptap.heading1', 'ra.tiptap.bold', 'ra.tiptap.image']));
    const { zh, en } = buildMessages();
    const read = (tree: unknown, key: string) =>
      key.split('.').reduce<unknown>((node, k) => (node as Record<string, unknown> | undefined)?.[k], tree);
    for (const key of keys) {
      expect([key, typeof read(zh, key)]).toEqual([key, 'string']);
      expect([key, typeof read(en, key)]).toEqual([key, 'string']);
      expect(read(zh, key)).not.toBe(read(en, key));
    }
  });
});

describe('<RichTextInput/>', () => {
  it('shows the level and tooltips in Chinese under zh', async () => {
    renderEditor('zh');
    expect(await imageButton('插入图片')).toHaveAttribute('title', '插入图片');
    expect(screen.getByText('正文')).toBeInTheDocument();
    expect(screen.queryByText('Normal')).toBeNull();
    expect(screen.getByRole('button', { name: '加粗' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '居中' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: '当前段落格式' }));
    const menu = await screen.findByRole('menu');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['正文', '标题 1', '标题 2', '标题 3', '标题 4', '标题 5', '标题 6']);
  });

  it('shows them in English under en', async () => {
    renderEditor('en');
    expect(await imageButton('Insert image')).toBeInTheDocument();
    expect(screen.getByText('Normal')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Bold' })).toBeInTheDocument();
  });

  it('uploads the chosen picture through chance-upload/image and inserts the stored one, with no URL prompt', async () => {
    const prompt = jest.spyOn(window, 'prompt').mockImplementation(() => null);
    let answer: (image: typeof STORED) => void = () => undefined;
    const http = fakeHttp();
    http.request.mockImplementation(async (path: string) =>
      path === 'chance-upload/image' ? new Promise((resolve) => (answer = resolve)) : undefined,
    );
    renderEditor('en', http);
    const button = await imageButton('Insert image');
    const click = jest.spyOn(picker(), 'click');
    fireEvent.click(button);
    expect(click).toHaveBeenCalled();
    expect(prompt).not.toHaveBeenCalled();

    fireEvent.change(picker(), { target: { files: [file('promo.png', 'image/png', 2048)] } });
    // Progress while the file is on its way, and no second pick meanwhile.
    expect(await screen.findByRole('progressbar', { name: 'Uploading…' })).toBeInTheDocument();
    expect(screen.getByTestId('rich-text-image')).toBeDisabled();
    const [[path, options]] = uploads(http) as [string, { body: FormData; silent: boolean }][];
    expect(path).toBe('chance-upload/image');
    expect((options.body.get('file') as File).name).toBe('promo.png');
    expect(options.silent).toBe(true);

    await act(async () => answer(STORED));
    await waitFor(() => expect(screen.getByTestId('value').textContent).toContain(`<img src="${STORED.url}" alt="promo.png">`));
    expect(screen.getByTestId('value').textContent).toContain('Weekend bonus');
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
    prompt.mockRestore();
  });

  it('refuses an SVG and a 1.1 MB picture before sending, in the spec words under zh', async () => {
    const { http } = renderEditor('zh');
    await imageButton('插入图片');
    fireEvent.change(picker(), { target: { files: [file('logo.svg', 'image/svg+xml', 100)] } });
    expect(await screen.findByRole('alert')).toHaveTextContent('只能上传图片');
    fireEvent.change(picker(), { target: { files: [file('big.png', 'image/png', Math.round(1.1 * 1024 * 1024))] } });
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('传图片大小不能超过 1MB!'));
    expect(uploads(http)).toHaveLength(0);
    expect(screen.getByTestId('value').textContent).not.toContain('<img');
  });

  it("shows the server's refusal and inserts nothing", async () => {
    renderEditor('en', fakeHttp({ 'chance-upload/image': new ApiError('Only images can be uploaded', 'A0400', 400, false) }));
    await imageButton('Insert image');
    fireEvent.change(picker(), { target: { files: [file('photo.png', 'image/png', 64)] } });
    expect(await screen.findByRole('alert')).toHaveTextContent('Only images can be uploaded');
    expect(screen.getByTestId('value').textContent).not.toContain('<img');
  });
});

describe('rich text on every screen', () => {
  it('comes from the host, so every editor has the uploading image button and the console language', () => {
    const walk = (dir: string): string[] =>
      readdirSync(dir).flatMap((name) => {
        const path = join(dir, name);
        if (statSync(path).isDirectory()) return name === 'server' || name === 'node_modules' ? [] : walk(path);
        return /\.tsx?$/.test(name) ? [path] : [];
      });
    const direct = [...walk(join(ROOT, 'plugins')), ...walk(join(ROOT, 'src'))]
      .filter((path) => /from 'ra-input-rich-text'/.test(readFileSync(path, 'utf8')))
      .map((path) => relative(ROOT, path));
    expect(direct).toEqual(['src/components/input/RichTextInput.tsx']);
  });
});
