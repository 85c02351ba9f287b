import { CloseShiftModal } from './CloseShiftModal';
import { MovementModal } from './MovementModal';
import { OpenShiftModal } from './OpenShiftModal';
import { TillPicker } from './TillPicker';
import type { PosShift } from './use-pos-shift';
import { XReportModal } from './XReportModal';

/** The shift dialog that `shift.dialog` names, mounted only while open (each starts empty). */
export default function ShiftDialogs({ shift }: { shift: PosShift }) {
  const onClose = () => shift.setDialog(null);
  const { business, till, shift: open } = shift;
  switch (shift.dialog) {
    case 'till':
      return <TillPicker shift={shift} onClose={onClose} />;
    case 'open':
      return till ? (
        <OpenShiftModal
          business={business}
          tillId={till.id}
          tillName={till.name}
          onClose={onClose}
        />
      ) : null;
    case 'in':
    case 'out':
      return open ? (
        <MovementModal
          business={business}
          shiftId={open.id}
          direction={shift.dialog}
          onClose={onClose}
        />
      ) : null;
    case 'x':
      return open ? <XReportModal business={business} shiftId={open.id} onClose={onClose} /> : null;
    case 'close':
      return shift.closingShiftId !== null ? (
        <CloseShiftModal business={business} shiftId={shift.closingShiftId} onClose={onClose} />
      ) : null;
    default:
      return null;
  }
}
