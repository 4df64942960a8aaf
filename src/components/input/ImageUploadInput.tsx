import { useState, type ChangeEvent } from 'react';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import UploadIcon from '@mui/icons-material/Upload';
import { Box, Button, CircularProgress, FormControl, FormHelperText, FormLabel, Stack, Typography } from '@mui/material';
import { FieldTitle, useInput, useTranslate, type Validator } from 'react-admin';
import { useFormContext } from 'react-hook-form';
import { IMAGE_ACCEPT, imageSrc } from './imageFile';
import { useImageUpload } from './useImageUpload';

export interface ImageUploadInputProps {
  source: string;
  label?: string;
  validate?: Validator | Validator[];
  /** Under the picture when there is no problem to show (e.g. the size the member app wants). */
  helperText?: string;
  disabled?: boolean;
  /** The preview box in px; the picture is fitted inside it, whole. */
  previewWidth?: number;
  previewHeight?: number;
}

/**
 * A react-admin input whose value is a stored image's url (what chance-upload/image answers). It
 * refuses what is plainly no image or over 1MB before sending (spec §5 messages), shows the
 * server's refusal otherwise, and previews the stored picture as the member app will load it.
 */
export function ImageUploadInput({
  source,
  label,
  validate,
  helperText,
  disabled,
  previewWidth = 240,
  previewHeight = 120,
}: ImageUploadInputProps) {
  const translate = useTranslate();
  const { id, field, fieldState, formState, isRequired } = useInput({ source, validate });
  const { trigger } = useFormContext();
  const { upload, busy, problem, clearProblem } = useImageUpload();
  const [size, setSize] = useState<{ width: number; height: number } | null>(null);
  const url = typeof field.value === 'string' && field.value ? field.value : null;
  const title = <FieldTitle label={label} source={source} isRequired={isRequired} />;
  const labelText = typeof label === 'string' ? translate(label, { _: label }) : source;

  // A picture's rule often reads other fields (a PC picture needs its mobile twin): the whole form is
  // checked again, or the twin would keep a message this change has made stale.
  const changeTo = (value: string | null) => {
    field.onChange(value);
    field.onBlur();
    void trigger();
  };

  const pick = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // Cleared so choosing the same file again (after fixing nothing) still reports.
    event.target.value = '';
    if (!file) return;
    const image = await upload(file);
    if (!image) return;
    setSize({ width: image.width, height: image.height });
    changeTo(image.url);
  };

  const remove = () => {
    clearProblem();
    setSize(null);
    changeTo(null);
  };

  // As react-admin's own inputs: a rule's message shows once the field was used or a save was tried.
  const invalid = Boolean(problem) || (fieldState.invalid && (fieldState.isTouched || formState.isSubmitted));
  // react-admin hands a rule's message as a key, or as { message, args } when it has arguments.
  const raw = fieldState.error?.message as unknown;
  const rule =
    typeof raw === 'string' ? { message: raw, args: {} } : (raw as { message?: unknown; args?: Record<string, unknown> } | undefined);
  const validation = typeof rule?.message === 'string' && rule.message ? translate(rule.message, { _: rule.message, ...rule.args }) : null;
  const shown = problem ?? (invalid ? validation : null);

  return (
    <FormControl error={invalid} disabled={disabled} sx={{ mb: 2, display: 'flex' }} data-testid={`image-input-${source}`}>
      <FormLabel htmlFor={id} sx={{ mb: 0.5 }}>
        {title}
      </FormLabel>
      <Box
        sx={{
          width: previewWidth,
          maxWidth: '100%',
          height: previewHeight,
          border: 1,
          borderStyle: 'dashed',
          borderRadius: 1,
          borderColor: invalid ? 'error.main' : 'divider',
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'center',
          overflow: 'hidden',
          position: 'relative',
          bgcolor: 'action.hover',
        }}
      >
        {url ? (
          <img
            src={imageSrc(url)}
            alt={labelText}
            style={{ maxWidth: '100%', maxHeight: '100%', objectFit: 'contain' }}
            onLoad={(event) => setSize({ width: event.currentTarget.naturalWidth, height: event.currentTarget.naturalHeight })}
          />
        ) : (
          <Typography variant="body2" color="text.secondary">
            {translate('imageUpload.empty')}
          </Typography>
        )}
        {busy && (
          <Box
            sx={{
              position: 'absolute',
              inset: 0,
              display: 'flex',
              alignItems: 'center',
              justifyContent: 'center',
              bgcolor: 'rgba(255,255,255,0.6)',
            }}
          >
            <CircularProgress size={24} aria-label={translate('imageUpload.uploading')} />
          </Box>
        )}
      </Box>
      <Stack direction="row" spacing={1} sx={{ mt: 1, alignItems: 'center' }}>
        <Button component="label" size="small" variant="outlined" startIcon={<UploadIcon />} disabled={disabled || busy}>
          {translate(url ? 'imageUpload.replace' : 'imageUpload.choose')}
          <input id={id} hidden type="file" accept={IMAGE_ACCEPT} aria-label={labelText} onChange={(event) => void pick(event)} />
        </Button>
        {url && (
          <Button size="small" color="error" startIcon={<DeleteOutlineIcon />} onClick={remove} disabled={disabled || busy}>
            {translate('imageUpload.remove')}
          </Button>
        )}
        {url && size && size.width > 0 && (
          <Typography variant="caption" color="text.secondary">
            {translate('imageUpload.size', size)}
          </Typography>
        )}
      </Stack>
      <FormHelperText role={shown ? 'alert' : undefined}>{shown ?? helperText ?? translate('imageUpload.hint')}</FormHelperText>
    </FormControl>
  );
}
