// Shared with the browser, which checks a picked file the same way before sending it.
export { detectImageType } from '../../shared/media/detect-image-type';
