/** The designer's PDF: the card printed with the bundled Chinese font, handed to the browser as a download. */
import fontUrl from '@expo-google-fonts/noto-sans-sc/400Regular/NotoSansSC_400Regular.ttf?url';
import type { AnswerCard, CardLayout } from '../../domain/answer-card/index.ts';
import { saveFileAs } from '../common/save-file.ts';
import { exportCardPdf } from './export-pdf.ts';

let fontBytes: Promise<Uint8Array> | null = null;

function loadFont(): Promise<Uint8Array> {
  fontBytes ??= fetch(fontUrl)
    .then((response) => {
      if (!response.ok) throw new Error(`font ${response.status}`);
      return response.arrayBuffer();
    })
    .then((buffer) => new Uint8Array(buffer))
    .catch((error: unknown) => {
      fontBytes = null;
      throw error;
    });
  return fontBytes;
}

export function pdfFileName(card: Pick<AnswerCard, 'title'>): string {
  const name = card.title.trim().replace(/[\\/:*?"<>|]/g, '_');
  return `${name || 'answer-card'}.pdf`;
}

export async function downloadCardPdf(card: AnswerCard, layout?: CardLayout): Promise<void> {
  const pdf = await exportCardPdf(card, { fontBytes: await loadFont(), layout, documentTitle: card.title });
  saveFileAs(new Blob([pdf as Uint8Array<ArrayBuffer>], { type: 'application/pdf' }), pdfFileName(card));
}
