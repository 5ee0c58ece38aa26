// Shared with the browser, which checks a picked file the same way before sending it (issue 13 point 14).
export { detectImageType } from '../../shared/media/detect-image-type';
