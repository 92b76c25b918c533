import { InfoPageView } from './info-page-view.js';

/** /about: what the portal is for. */
export function AboutScreen() {
  return (
    <InfoPageView title="About RAFdesk">
      <p>RAFdesk is a portal for medical practices that take part in Medicare Advantage risk adjustment. Physicians, the staff who work for them and the coders of the operating company keep patients in one place, code their diagnoses to CMS-HCC categories and see each patient's risk adjustment factor (RAF), and how much of it is billed, per semester.</p>
      <ul>
        <li>Risk score projection and per-patient diagnostic review, with billing tracked per semester.</li>
        <li>A diagnosis codification service and a fast coding search.</li>
        <li>Structured Smart progress notes with a PDF summary.</li>
        <li>Calculators, questionnaires, insurance billing reports, a training-video gallery, a login report and a notification centre.</li>
      </ul>
      <p>RAFdesk is a form-collection and coding tool, not an electronic health record.</p>
    </InfoPageView>
  );
}
