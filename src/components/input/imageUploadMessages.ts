/** Messages of the image upload input; createI18nProvider merges them. zh refusals are the spec's (§5). */
export const imageUploadMessages = {
  zh: {
    imageUpload: {
      choose: '选择图片',
      replace: '更换图片',
      remove: '移除图片',
      uploading: '正在上传…',
      empty: '未上传图片',
      hint: '支持 PNG、JPEG、GIF、WebP，不超过 1MB',
      notImage: '只能上传图片',
      tooLarge: '传图片大小不能超过 1MB!',
      failed: '图片上传失败',
      size: '%{width} × %{height} 像素',
    },
  },
  en: {
    imageUpload: {
      choose: 'Choose image',
      replace: 'Replace image',
      remove: 'Remove image',
      uploading: 'Uploading…',
      empty: 'No image',
      hint: 'PNG, JPEG, GIF or WebP, at most 1MB',
      notImage: 'Only images can be uploaded (PNG, JPEG, GIF or WebP)',
      tooLarge: 'The image must not be larger than 1MB!',
      failed: 'Image upload failed',
      size: '%{width} × %{height} px',
    },
  },
};
