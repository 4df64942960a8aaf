import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Form } from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import { ImageUploadInput } from '../../../src/components/input/ImageUploadInput';
import { imageFileProblem, imageSrc, IMAGE_MAX_BYTES } from '../../../src/components/input/imageFile';
import { imageUploadMessages } from '../../../src/components/input/imageUploadMessages';
import { ApiError } from '../../../dataProvider/http';
import { fakeHttp } from '../fixtures/fakes';
import { renderInAdmin } from '../fixtures/renderInAdmin';

function Value() {
  const value = useWatch({ control: useFormContext().control, name: 'pcImage' });
  return <output data-testid="value">{JSON.stringify(value ?? null)}</output>;
}

const PNG_HEAD = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const file = (name: string, type: string, size: number) => new File([new Uint8Array(size).map((_, i) => PNG_HEAD[i] ?? 0)], name, { type });
const STORED = {
  url: '/chance-upload/image/0123456789abcdef0123456789abcdef.png',
  name: '0123456789abcdef0123456789abcdef.png',
  contentType: 'image/png',
  width: 1920,
  height: 600,
  size: 2048,
};

function renderInput(locale: 'zh' | 'en', http = fakeHttp({ 'chance-upload/image': STORED }), record: Record<string, unknown> = {}) {
  return renderInAdmin(
    <Form record={record}>
      <ImageUploadInput source="pcImage" label="PC image" />
      <Value />
    </Form>,
    { http, locale },
  );
}

const picker = () => screen.getByLabelText('PC image', { selector: 'input[type=file]' }) as HTMLInputElement;
const value = () => JSON.parse(screen.getByTestId('value').textContent ?? 'null');

describe('imageFileProblem', () => {
  it('takes PNG, JPEG, GIF and WebP up to 1MB; refuses SVG, other types, empty and larger files', () => {
    expect(imageFileProblem({ type: 'image/png', size: IMAGE_MAX_BYTES })).toBeNull();
    expect(imageFileProblem({ type: 'image/webp', size: 10 })).toBeNull();
    expect(imageFileProblem({ type: 'image/svg+xml', size: 10 })).toBe('notImage');
    expect(imageFileProblem({ type: 'application/x-msdownload', size: 10 })).toBe('notImage');
    expect(imageFileProblem({ type: 'image/png', size: 0 })).toBe('notImage');
    expect(imageFileProblem({ type: 'image/jpeg', size: IMAGE_MAX_BYTES + 1 })).toBe('tooLarge');
  });

  it('has the same message keys in zh and en, with the spec words in zh', () => {
    expect(Object.keys(imageUploadMessages.en.imageUpload).sort()).toEqual(Object.keys(imageUploadMessages.zh.imageUpload).sort());
    expect(imageUploadMessages.zh.imageUpload.notImage).toBe('只能上传图片');
    expect(imageUploadMessages.zh.imageUpload.tooLarge).toBe('传图片大小不能超过 1MB!');
  });

  it('addresses stored images under the API base and leaves full URLs alone', () => {
    globalThis.__CHANCE_API_BASE__ = 'http://api.example/';
    expect(imageSrc('/chance-upload/image/a.png')).toBe('http://api.example/chance-upload/image/a.png');
    expect(imageSrc('https://cdn.example/b.png')).toBe('https://cdn.example/b.png');
    globalThis.__CHANCE_API_BASE__ = undefined;
    expect(imageSrc(null)).toBe('');
  });
});

describe('ImageUploadInput', () => {
  it('refuses an SVG and a 1.1 MB image before sending, with the spec messages in zh', async () => {
    const { http } = renderInput('zh');
    fireEvent.change(picker(), { target: { files: [file('logo.svg', 'image/svg+xml', 100)] } });
    expect(await screen.findByRole('alert')).toHaveTextContent('只能上传图片');
    fireEvent.change(picker(), { target: { files: [file('big.png', 'image/png', Math.round(1.1 * 1024 * 1024))] } });
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('传图片大小不能超过 1MB!'));
    expect(http.request).not.toHaveBeenCalledWith('chance-upload/image', expect.anything());
    expect(value()).toBeNull();
  });

  it('refuses an empty file in English', async () => {
    renderInput('en');
    fireEvent.change(picker(), { target: { files: [file('empty.png', 'image/png', 0)] } });
    expect(await screen.findByRole('alert')).toHaveTextContent('Only images can be uploaded (PNG, JPEG, GIF or WebP)');
  });

  it('uploads a picture as multipart, stores its url in the form and previews it', async () => {
    const { http } = renderInput('en');
    expect(screen.getByText('No image')).toBeInTheDocument();
    fireEvent.change(picker(), { target: { files: [file('banner.png', 'image/png', 2048)] } });
    await waitFor(() => expect(value()).toBe(STORED.url));
    const [path, options] = http.request.mock.calls.find(([p]) => p === 'chance-upload/image') as [
      string,
      { body: FormData; silent: boolean },
    ];
    expect(path).toBe('chance-upload/image');
    expect(options.body).toBeInstanceOf(FormData);
    expect((options.body.get('file') as File).name).toBe('banner.png');
    expect(screen.getByRole('img', { name: 'PC image' })).toHaveAttribute(
      'src',
      '/chance-upload/image/0123456789abcdef0123456789abcdef.png',
    );
    expect(screen.getByText('1920 × 600 px')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Remove image' }));
    await waitFor(() => expect(value()).toBeNull());
    expect(screen.queryByRole('img', { name: 'PC image' })).toBeNull();
  });

  it("shows the server's refusal when the content is no image", async () => {
    const refusal = new ApiError('只能上传图片', 'A0400', 400, false);
    renderInput('zh', fakeHttp({ 'chance-upload/image': refusal }));
    fireEvent.change(picker(), { target: { files: [file('photo.png', 'image/png', 64)] } });
    expect(await screen.findByRole('alert')).toHaveTextContent('只能上传图片');
    expect(value()).toBeNull();
  });

  it('previews the image a saved record already has', () => {
    renderInput('zh', fakeHttp(), { pcImage: STORED.url });
    expect(screen.getByRole('img', { name: 'PC image' })).toHaveAttribute('src', STORED.url);
    expect(screen.getByRole('button', { name: /移除图片/ })).toBeInTheDocument();
  });
});
