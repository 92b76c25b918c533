import type { DoctorScopeRefusal } from '../access/doctor-scope.js';
import { REQUIRED_MESSAGE } from '../validation/messages.js';
import { validationFailed, type ValidationFailed } from '../validation/validation-failed.js';
import { forbidden, type Forbidden } from './errors.js';

/** A refused doctor scope as the use cases answer it: out of reach is `Forbidden`, an unnamed doctor is a required `doctorId`. */
export function doctorRefusal(refusal: DoctorScopeRefusal): Forbidden | ValidationFailed {
  return refusal === 'forbidden' ? forbidden : validationFailed([{ field: 'doctorId', message: REQUIRED_MESSAGE }]);
}
