/** The width of a preview image; cards show it at about this size, so a larger one only costs bytes. */
const PREVIEW_WIDTH = 320;
const PREVIEW_QUALITY = 0.7;

/** Draws a picture scaled to the preview width and answers it as a JPEG data URL (it is stored as the preview's path). */
function toDataUrl(source: CanvasImageSource, width: number, height: number): string {
  const canvas = document.createElement('canvas');
  canvas.width = PREVIEW_WIDTH;
  canvas.height = Math.max(1, Math.round((height / Math.max(1, width)) * PREVIEW_WIDTH));
  const context = canvas.getContext('2d');
  if (context === null) throw new Error('no 2D canvas');
  context.drawImage(source, 0, 0, canvas.width, canvas.height);
  return canvas.toDataURL('image/jpeg', PREVIEW_QUALITY);
}

/**
 * A frame of a chosen video file as a preview image, taken in the browser: the file plays muted in a detached video
 * element, seeks to `atSeconds` (at most the middle) and the frame is drawn on a canvas. Rejects when the browser
 * cannot decode the file.
 */
export function frameOf(file: Blob, atSeconds = 1): Promise<string> {
  return new Promise((resolve, reject) => {
    const url = URL.createObjectURL(file);
    const video = document.createElement('video');
    const done = (outcome: () => void) => {
      URL.revokeObjectURL(url);
      video.removeAttribute('src');
      outcome();
    };
    video.muted = true;
    video.preload = 'auto';
    video.onloadeddata = () => {
      video.currentTime = Math.min(atSeconds, Number.isFinite(video.duration) ? video.duration / 2 : 0);
    };
    video.onseeked = () => {
      try {
        const image = toDataUrl(video, video.videoWidth, video.videoHeight);
        done(() => resolve(image));
      } catch (error) {
        done(() => reject(error instanceof Error ? error : new Error('no frame')));
      }
    };
    video.onerror = () => done(() => reject(new Error('The browser cannot read this video')));
    video.src = url;
  });
}

/** A chosen image file scaled to the preview width, as a JPEG data URL. */
export function imageOf(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const url = URL.createObjectURL(file);
    const image = new Image();
    image.onload = () => {
      try {
        resolve(toDataUrl(image, image.naturalWidth, image.naturalHeight));
      } catch (error) {
        reject(error instanceof Error ? error : new Error('no image'));
      } finally {
        URL.revokeObjectURL(url);
      }
    };
    image.onerror = () => {
      URL.revokeObjectURL(url);
      reject(new Error('The browser cannot read this image'));
    };
    image.src = url;
  });
}
