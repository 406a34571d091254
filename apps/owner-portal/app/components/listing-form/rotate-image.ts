/**
 * Turns a chosen photo a quarter turn clockwise in the browser, before it is uploaded (issue 16:
 * "rotate before upload"): a phone photo taken sideways is put right by the owner, not by the team.
 * The picture is decoded as the browser shows it (EXIF orientation applied), drawn turned on a
 * canvas and encoded again in the file's own format, so the server receives an upright image
 * whose size limits it checks as for any other file. Re-encoding also drops the original's EXIF
 * (location included), which the server strips anyway.
 */
export async function rotateImageFile(file: File): Promise<File> {
  const bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  try {
    const canvas = document.createElement('canvas');
    canvas.width = bitmap.height;
    canvas.height = bitmap.width;
    const context = canvas.getContext('2d');
    if (!context) throw new Error('no 2d canvas');
    context.translate(canvas.width, 0);
    context.rotate(Math.PI / 2);
    context.drawImage(bitmap, 0, 0);
    const type = ['image/jpeg', 'image/png', 'image/webp'].includes(file.type) ? file.type : 'image/jpeg';
    const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, type, 0.92));
    if (!blob) throw new Error('the canvas gave no image');
    return new File([blob], file.name, { type, lastModified: Date.now() });
  } finally {
    bitmap.close();
  }
}
