/*
 * How stored uploads are named and addressed (server/uploads/store.ts stores them): contracts
 * check a picture's address against this without reaching the store itself.
 */

/** Where the console and the member app fetch a stored image from (relative to the API base). */
export const IMAGE_URL_PREFIX = '/chance-upload/image/';

/** 128 random bits and the extension of the sniffed kind: names reveal nothing and cannot be guessed. */
export const STORED_NAME = /^[0-9a-f]{32}\.(png|jpg|gif|webp)$/;

/** The address of an image stored by chance-upload/image. */
export const STORED_IMAGE_URL = new RegExp(`^${IMAGE_URL_PREFIX.replace(/[/-]/g, '\\$&')}${STORED_NAME.source.slice(1)}`);
