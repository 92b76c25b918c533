import type { CptCode } from '@rafdesk/core';
import type { VisitInputType, VisitOption } from '@rafdesk/core';
import { OTHER_CPT_VISIT_OPTION_ID } from '@rafdesk/core';

type Audience = 'all' | 'F' | 'M';

interface GroupDefinition {
  readonly id: number;
  readonly title: string;
  readonly header: string;
  readonly input: VisitInputType;
  readonly required: boolean;
  readonly audience: Audience;
  readonly options: readonly string[];
  readonly tooltip?: string;
}

const SOAP = 'Subjective';
const ROS = 'Review of Systems';
const EXAM = 'Physical Exam';

// Groups 4–7 are the pain details that a "Yes" in group 3 reveals; "Other"/"Comment" options ask for a specify text.
const GROUPS: readonly GroupDefinition[] = [
  { id: 1, title: 'Chief Complaint', header: SOAP, input: 'Check', required: true, audience: 'all', options: ['Follow-up of chronic conditions', 'Medication refill', 'Annual wellness visit', 'Shortness of breath', 'Chest pain', 'Dizziness', 'Fatigue', 'Other'] },
  { id: 2, title: 'Onset', header: SOAP, input: 'Radio', required: true, audience: 'all', options: ['Sudden', 'Gradual', 'Chronic', 'Not applicable'] },
  { id: 3, title: 'Pain', header: SOAP, input: 'Radio', required: true, audience: 'all', options: ['Yes', 'No'] },
  { id: 4, title: 'Location', header: SOAP, input: 'Text', required: true, audience: 'all', options: ['Location of pain'] },
  { id: 5, title: 'Pain Quality', header: SOAP, input: 'Check', required: true, audience: 'all', options: ['Sharp', 'Dull', 'Burning', 'Throbbing', 'Aching', 'Other'] },
  { id: 6, title: 'Radiation', header: SOAP, input: 'Radio', required: true, audience: 'all', options: ['Does not radiate', 'Radiates to arm', 'Radiates to back', 'Radiates to leg', 'Other'] },
  { id: 7, title: 'Intensity (Pain Scale)', header: SOAP, input: 'Text', required: true, audience: 'all', options: ['Intensity 0 to 10'], tooltip: '0 no pain, 10 worst pain' },
  { id: 8, title: 'Frequency', header: SOAP, input: 'Radio', required: true, audience: 'all', options: ['Constant', 'Intermittent', 'Occasional', 'Not applicable'] },
  { id: 9, title: 'Duration', header: SOAP, input: 'Text', required: false, audience: 'all', options: ['Since (MM-DD-YYYY)'] },
  { id: 10, title: 'Precipitating Factor', header: SOAP, input: 'Check', required: false, audience: 'all', options: ['Exertion', 'Stress', 'Meals', 'Weather change', 'None', 'Other'] },
  { id: 11, title: 'Similar Symptoms', header: SOAP, input: 'Radio', required: false, audience: 'all', options: ['Never before', 'Once before', 'Several times before'] },
  { id: 12, title: 'Alleviating Factors', header: SOAP, input: 'Check', required: false, audience: 'all', options: ['Rest', 'Medication', 'Heat', 'Cold', 'Nothing', 'Other'] },
  { id: 13, title: 'Aggravating Factors', header: SOAP, input: 'Check', required: false, audience: 'all', options: ['Activity', 'Lying down', 'Eating', 'Nothing', 'Other'] },
  { id: 14, title: 'Associated Symptoms', header: SOAP, input: 'Check', required: false, audience: 'all', options: ['Nausea', 'Fever', 'Sweating', 'Weight loss', 'Edema', 'None', 'Other'] },
  { id: 15, title: 'Past Medical History', header: 'History', input: 'Check', required: true, audience: 'all', options: ['Hypertension', 'Diabetes mellitus', 'Heart failure', 'COPD', 'Chronic kidney disease', 'Atrial fibrillation', 'Depression', 'Cancer', 'None', 'Other'] },
  { id: 16, title: 'Allergies', header: 'History', input: 'Check', required: true, audience: 'all', options: ['No known drug allergies', 'Penicillin', 'Sulfa', 'Aspirin', 'Latex', 'Other'] },
  { id: 17, title: 'Home Medication', header: 'History', input: 'Radio', required: true, audience: 'all', options: ['None', 'Medication list'] },
  { id: 18, title: 'Surgical History', header: 'History', input: 'Check', required: false, audience: 'all', options: ['None', 'Appendectomy', 'Cholecystectomy', 'CABG', 'Joint replacement', 'Hysterectomy', 'Other'] },
  { id: 19, title: 'Immunization', header: 'History', input: 'Check', required: false, audience: 'all', options: ['Influenza', 'Pneumococcal', 'COVID-19', 'Shingles', 'Tetanus', 'Other'] },
  { id: 20, title: 'Family History - Father', header: 'Family History', input: 'Check', required: false, audience: 'all', options: ['Hypertension', 'Diabetes', 'Heart disease', 'Cancer', 'Unknown', 'Other'] },
  { id: 21, title: 'Family History - Mother', header: 'Family History', input: 'Check', required: false, audience: 'all', options: ['Hypertension', 'Diabetes', 'Heart disease', 'Cancer', 'Unknown', 'Other'] },
  { id: 22, title: 'Family History - Siblings', header: 'Family History', input: 'Check', required: false, audience: 'all', options: ['Hypertension', 'Diabetes', 'Heart disease', 'Cancer', 'Unknown', 'Other'] },
  { id: 23, title: 'Consumption', header: 'Social History', input: 'Check', required: false, audience: 'all', options: ['Tobacco', 'Alcohol', 'Caffeine', 'None', 'Other'] },
  { id: 24, title: 'Health Habits', header: 'Social History', input: 'Check', required: false, audience: 'all', options: ['Regular exercise', 'Balanced diet', 'Sedentary', 'Other'] },
  { id: 25, title: 'Sexual History', header: 'Social History', input: 'Radio', required: false, audience: 'all', options: ['Not sexually active', 'Sexually active', 'Declined to answer'] },
  { id: 26, title: 'Occupation', header: 'Social History', input: 'Radio', required: false, audience: 'all', options: ['Retired', 'Employed', 'Unemployed', 'Disabled', 'Other'] },
  { id: 27, title: 'Family Composition', header: 'Social History', input: 'Radio', required: false, audience: 'all', options: ['Lives alone', 'Lives with spouse', 'Lives with family', 'Nursing home', 'Other'] },
  { id: 28, title: 'Marital Status', header: 'Social History', input: 'Radio', required: false, audience: 'all', options: ['Single', 'Married', 'Widowed', 'Divorced'] },
  { id: 29, title: 'OB-GYN History', header: 'History', input: 'Text', required: false, audience: 'F', options: ['Age of menarche', 'Gravida', 'Para', 'Abortion', 'C-section', 'LMP (MM-DD-YYYY)'] },
  { id: 30, title: 'Pregnancy', header: 'History', input: 'Radio', required: false, audience: 'F', options: ['Not pregnant', 'Postmenopausal', 'Pregnant'] },
  ...(['Constitutional', 'Eyes', 'Ears, Nose and Throat', 'Cardiovascular', 'Respiratory', 'Gastrointestinal', 'Genitourinary', 'Musculoskeletal', 'Skin', 'Neurological', 'Psychiatric'] as const).map(
    (title, index): GroupDefinition => ({ id: 31 + index, title: `ROS - ${title}`, header: ROS, input: 'Check', required: false, audience: 'all', options: ['Negative', 'Positive', 'Comment'] })),
  { id: 49, title: 'Vitals', header: 'Vitals', input: 'Text', required: false, audience: 'all', options: ['Blood pressure (mmHg)', 'Heart rate (bpm)', 'Temperature (F)', 'Respiratory rate', 'Oxygen saturation (%)', 'Weight (lb)', 'Height (in)'] },
  ...([
    ['Anus and Rectum', 'all'], ['Breast', 'all'], ['Chest', 'all'], ['Diabetic Left Foot Ulcer', 'all'], ['Diabetic Right Foot Ulcer', 'all'],
    ['Diabetic Ulcer', 'all'], ['Ears', 'all'], ['Extremities', 'all'], ['Eyes', 'all'], ['Gastro / Abdomen', 'all'], ['General Appearance', 'all'],
    ['Genitalia / Male', 'M'], ['Head', 'all'], ['Heart', 'all'], ['Lymphatic and Musculoskeletal', 'all'], ['Mouth', 'all'], ['Neck', 'all'],
    ['Neurologic', 'all'], ['No Diabetic or Non Pressure Ulcer', 'all'], ['Nose', 'all'], ['Pressure Ulcer', 'all'], ['Respiratory / Lungs', 'all'],
    ['Skin', 'all'], ['Throat', 'all'],
  ] as const).map(([title, audience], index): GroupDefinition => ({
    id: 50 + index, title, header: EXAM, input: 'Check', required: title === 'General Appearance' || title === 'Heart' || title === 'Respiratory / Lungs',
    audience, options: ['Normal', 'Abnormal', 'Not examined', 'Comment'],
  })),
  { id: 80, title: 'Assessment and Plan', header: 'Plan', input: 'Texta', required: true, audience: 'all', options: ['Plan note'] },
  { id: 81, title: 'Other Assessment', header: 'Plan', input: 'Texta', required: false, audience: 'all', options: ['Other assessment note'] },
  { id: 82, title: 'Time of Encounter', header: 'Plan', input: 'Radio', required: true, audience: 'all', options: ['15 minutes', '20 minutes', '30 minutes', '40 minutes', '60 minutes'] },
];

// Female patients see the OB-GYN and pregnancy groups right after the social history; male ones never do.
function order(group: GroupDefinition, optionIndex: number, sex: 'M' | 'F'): number | null {
  if (group.audience !== 'all' && group.audience !== sex) return null;
  const position = sex === 'F' && (group.id === 29 || group.id === 30) ? 28.5 + (group.id - 29) / 10 : group.id;
  return Math.round(position * 100) + optionIndex;
}

/** The Smart PN questionnaire every installation starts with: option ids are `groupId * 100 + position`. */
export function smartPnQuestionnaire(): VisitOption[] {
  return GROUPS.flatMap((group) => group.options.map((description, index): VisitOption => ({
    id: (group.id * 100 + index + 1) as VisitOption['id'],
    description,
    groupId: group.id,
    groupDescription: group.title,
    header: group.header,
    inputType: group.input,
    required: group.required,
    tooltip: group.tooltip ?? null,
    image: null,
    maleOrder: order(group, index, 'M'),
    femaleOrder: order(group, index, 'F'),
  })));
}

/** Evaluation and management codes offered on the note; id 660 is "other" (free text). */
export function smartPnCptCodes(): CptCode[] {
  const codes: [string, string][] = [
    ['99202', 'New patient, straightforward'], ['99203', 'New patient, low complexity'], ['99204', 'New patient, moderate complexity'],
    ['99205', 'New patient, high complexity'], ['99212', 'Established patient, straightforward'], ['99213', 'Established patient, low complexity'],
    ['99214', 'Established patient, moderate complexity'], ['99215', 'Established patient, high complexity'], ['99341', 'Home visit, new patient'],
    ['99347', 'Home visit, established patient'], ['G0438', 'Annual wellness visit, initial'], ['G0439', 'Annual wellness visit, subsequent'],
  ];
  return [
    ...codes.map(([code, description], index) => ({ id: 640 + index, code, description })),
    { id: OTHER_CPT_VISIT_OPTION_ID, code: 'Other', description: 'Other (specify)' },
  ];
}
