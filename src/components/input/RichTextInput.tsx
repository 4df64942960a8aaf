import { useRef, type ChangeEvent } from 'react';
import ImageIcon from '@mui/icons-material/Image';
import { CircularProgress, ToggleButton, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import {
  AlignmentButtons,
  ClearButtons,
  ColorButtons,
  FormatButtons,
  LevelSelect,
  LinkButtons,
  ListButtons,
  QuoteButtons,
  RichTextInput as LibraryRichTextInput,
  RichTextInputToolbar,
  useTiptapEditor,
  type RichTextInputProps,
} from 'ra-input-rich-text';
import { IMAGE_ACCEPT, imageSrc } from './imageFile';
import { useImageUpload } from './useImageUpload';

type ToolbarSize = 'small' | 'medium' | 'large';

/**
 * The toolbar's image button: the library's asks for a URL with the browser's own (English)
 * prompt, so an operator could only link a picture hosted elsewhere. This one stores the file
 * through the same checked upload as cover pictures and inserts the stored picture.
 */
export function RichTextImageButton({ size = 'medium' }: { size?: ToolbarSize }) {
  const translate = useTranslate();
  const editor = useTiptapEditor();
  const picker = useRef<HTMLInputElement>(null);
  const { upload, busy, problem } = useImageUpload();
  const label = translate('ra.tiptap.image');

  const pick = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // Cleared so choosing the same file again still reports.
    event.target.value = '';
    if (!file) return;
    const image = await upload(file);
    // The editor may have gone (dialog closed) while the file was on its way.
    if (!image || !editor || editor.isDestroyed) return;
    // Where the picture loads from, as the cover previews: a path under the API base, or a full URL.
    editor
      .chain()
      .focus()
      .insertContent({ type: 'image', attrs: { src: imageSrc(image.url), alt: file.name } })
      .run();
  };

  return (
    <>
      <ToggleButton
        value="image"
        size={size}
        aria-label={label}
        title={label}
        aria-busy={busy}
        disabled={!editor?.isEditable || busy}
        onClick={() => picker.current?.click()}
        data-testid="rich-text-image"
      >
        {busy ? <CircularProgress size="1em" aria-label={translate('imageUpload.uploading')} /> : <ImageIcon fontSize="inherit" />}
      </ToggleButton>
      <input
        ref={picker}
        hidden
        type="file"
        accept={IMAGE_ACCEPT}
        aria-label={label}
        onChange={(event) => void pick(event)}
        data-testid="rich-text-image-file"
      />
      {problem && (
        <Typography role="alert" variant="caption" color="error" data-testid="rich-text-image-problem">
          {problem}
        </Typography>
      )}
    </>
  );
}

/** ra-input-rich-text's toolbar, in the console language, with the uploading image button. */
export function RichTextToolbar({ size = 'medium' }: { size?: ToolbarSize }) {
  return (
    <RichTextInputToolbar size={size}>
      <LevelSelect size={size} />
      <FormatButtons size={size} />
      <ColorButtons size={size} />
      <AlignmentButtons size={size} />
      <ListButtons size={size} />
      <LinkButtons size={size} />
      <RichTextImageButton size={size} />
      <QuoteButtons size={size} />
      <ClearButtons size={size} />
    </RichTextInputToolbar>
  );
}

/**
 * The console's rich-text input (mails, articles, notices, replies, agreements): react-admin's,
 * with RichTextToolbar unless a screen brings its own. Plugins use this one, not the library's.
 */
export function RichTextInput({ toolbar, ...props }: RichTextInputProps) {
  return <LibraryRichTextInput {...props} toolbar={toolbar ?? <RichTextToolbar />} />;
}

export type { RichTextInputProps };
