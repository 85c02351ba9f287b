/** A base64 PNG from the API (with or without the data: prefix) → an <img> src. */
export function pngSrc(base64: string): string {
  return base64.startsWith('data:') ? base64 : `data:image/png;base64,${base64}`;
}

/**
 * Prints only a receipt image (80 mm wide), not the screen around it: the image goes into a
 * hidden iframe whose own print stylesheet sizes the page to the receipt.
 */
export function printReceiptImage(src: string, title: string): void {
  const frame = document.createElement('iframe');
  frame.setAttribute('aria-hidden', 'true');
  frame.style.position = 'fixed';
  frame.style.inlineSize = '0';
  frame.style.blockSize = '0';
  frame.style.border = '0';
  document.body.appendChild(frame);
  const doc = frame.contentDocument;
  const win = frame.contentWindow;
  if (!doc || !win) {
    frame.remove();
    return;
  }
  doc.open();
  doc.write(
    `<!doctype html><html dir="rtl"><head><title></title>` +
      `<style>@page{size:80mm auto;margin:0}html,body{margin:0}img{display:block;inline-size:80mm;block-size:auto}</style>` +
      `</head><body><img alt=""></body></html>`,
  );
  doc.close();
  doc.title = title;
  const img = doc.querySelector('img')!;
  const cleanup = () => setTimeout(() => frame.remove(), 1000);
  img.onload = () => {
    win.focus();
    win.addEventListener('afterprint', cleanup, { once: true });
    win.print();
    // Some browsers never fire afterprint; do not leave the frame behind.
    setTimeout(() => frame.remove(), 60_000);
  };
  img.onerror = cleanup;
  img.src = src;
}
