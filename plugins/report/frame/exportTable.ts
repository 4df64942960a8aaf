import { downloadBlob } from '../../../dataProvider';
import { RUPEE_FORMAT, rupeeCellFormat } from '../../../shared/rupeeFormat';

/** One sheet: a header row, the body rows and the footer rows (totals, previous, change), money in rupees with two decimals. */
export interface SheetData {
  name: string;
  header: string[];
  rows: (string | number | null)[][];
  /** Column indexes holding paise (written as rupees with a ₹ number format). */
  moneyColumns: number[];
}

export async function exportXlsx(sheet: SheetData, filename: string): Promise<void> {
  // exceljs is large: loaded on the first export only, never with the screen.
  const { default: ExcelJS } = await import('exceljs');
  const book = new ExcelJS.Workbook();
  const ws = book.addWorksheet(sheet.name.slice(0, 31));
  ws.addRow(sheet.header).font = { bold: true };
  for (const i of sheet.moneyColumns) ws.getColumn(i + 1).numFmt = RUPEE_FORMAT;
  for (const row of sheet.rows) {
    const added = ws.addRow(row.map((v, i) => (sheet.moneyColumns.includes(i) && typeof v === 'number' ? v / 100 : v)));
    for (const i of sheet.moneyColumns) {
      const value = added.getCell(i + 1).value;
      if (typeof value === 'number' && value < 0) added.getCell(i + 1).numFmt = rupeeCellFormat(value);
    }
  }
  ws.columns.forEach((c) => {
    c.width = 16;
  });
  const buffer = await book.xlsx.writeBuffer();
  downloadBlob(new Blob([buffer], { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' }), filename);
}

/** The chart's SVG drawn on a white canvas at twice its size, saved as PNG. */
export async function exportPng(svg: SVGSVGElement, filename: string): Promise<void> {
  const { width, height } = svg.getBoundingClientRect();
  const clone = svg.cloneNode(true) as SVGSVGElement;
  clone.setAttribute('xmlns', 'http://www.w3.org/2000/svg');
  clone.setAttribute('width', String(width));
  clone.setAttribute('height', String(height));
  const url = URL.createObjectURL(new Blob([new XMLSerializer().serializeToString(clone)], { type: 'image/svg+xml' }));
  try {
    const image = new Image();
    await new Promise<void>((resolve, reject) => {
      image.onload = () => resolve();
      image.onerror = () => reject(new Error('chart image failed to load'));
      image.src = url;
    });
    const canvas = document.createElement('canvas');
    canvas.width = Math.ceil(width * 2);
    canvas.height = Math.ceil(height * 2);
    const context = canvas.getContext('2d');
    if (!context) throw new Error('no 2D canvas');
    context.fillStyle = '#fff';
    context.fillRect(0, 0, canvas.width, canvas.height);
    context.scale(2, 2);
    context.drawImage(image, 0, 0, width, height);
    const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/png'));
    if (!blob) throw new Error('PNG encoding failed');
    downloadBlob(blob, filename);
  } finally {
    URL.revokeObjectURL(url);
  }
}
