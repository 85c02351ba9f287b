import { LoadError, Loading } from '../../../components/QueryState';
import { ZReportSummary } from '../../../components/ZReportSummary';
import { t } from '../../../locales/ar';
import { useShiftReport } from './api';
import { ShiftModal } from './ShiftModal';

/** The X report of the open shift (GET shifts/{id}/report): the shift so far, closes nothing. */
export function XReportModal(props: { business: string; shiftId: number; onClose: () => void }) {
  const report = useShiftReport(props.business, props.shiftId, true);
  return (
    <ShiftModal opened onClose={props.onClose} title={t.shiftsPos.xReport} size={960}>
      {report.isError ? (
        <LoadError error={report.error} onRetry={() => report.refetch()} />
      ) : report.data ? (
        <ZReportSummary report={report.data} />
      ) : (
        <Loading />
      )}
    </ShiftModal>
  );
}
