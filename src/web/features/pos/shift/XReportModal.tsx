import { Modal } from '@mantine/core';
import { LoadError, Loading } from '../../../components/QueryState';
import { ZReportSummary } from '../../../components/ZReportSummary';
import { t } from '../../../locales/ar';
import { useShiftReport } from './api';

/** The X report of the open shift (GET shifts/{id}/report): the shift so far, closes nothing. */
export function XReportModal(props: { business: string; shiftId: number; onClose: () => void }) {
  const report = useShiftReport(props.business, props.shiftId, true);
  return (
    <Modal opened onClose={props.onClose} title={t.shiftsPos.xReport} size={960} centered>
      {report.isError ? (
        <LoadError error={report.error} onRetry={() => report.refetch()} />
      ) : report.data ? (
        <ZReportSummary report={report.data} />
      ) : (
        <Loading />
      )}
    </Modal>
  );
}
