import { adminEstimatePath } from '@painting-site/gateway/contract/estimates';
import { saveDownload } from '@/lib/save-download.ts';

/** The PDF of the newest version (signed once accepted); resolves with the name it was saved under. */
export function downloadEstimatePdf(id: number, number: number): Promise<string> {
  return saveDownload(`${adminEstimatePath(id)}/pdf`, `estimate-${number}.pdf`);
}
