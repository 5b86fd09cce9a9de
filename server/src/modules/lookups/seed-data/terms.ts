/**
 * Terms of use shown at /terms (and linked from sign-up and checkout): sections of simple safe HTML
 * (p, ul/li, strong, em, and a with relative links only).
 */
export const TERMS: { title: string; text: string }[] = [
  {
    title: '1. Scope and operator',
    text:
      '<p>These terms of use govern the use of the Quizzical web application and its services (the <strong>Service</strong>), operated by Quizzical (<strong>we</strong>, <strong>us</strong>). The identity and address of the operator are given in the <a href="/legal">legal notice</a>.</p>' +
      '<p>They apply to teachers and organisers who create an account (<strong>users</strong>), to students who take a quiz without an account (<strong>participants</strong>) and to any visitor of the Service. By creating an account, buying a plan or using the Service, you accept these terms.</p>',
  },
  {
    title: '2. Accounts',
    text:
      '<p>To create, run and manage quizzes you need an account, activated through the link sent to your e-mail address. You must give accurate information, keep your password confidential and tell us at once through the <a href="/contact">contact form</a> if you suspect any misuse of your account. You are responsible for the activity under your account.</p>' +
      '<p>An account is personal and may not be shared. Users must be at least 16 years old or act with the consent of their school or organisation. Participants do not need an account.</p>',
  },
  {
    title: '3. Free and Pro plans',
    text:
      '<p>The Service is offered in two plans:</p>' +
      '<ul><li><strong>Free</strong>: free of charge, limited to 5 active quizzes (not started or started) at the same time.</li>' +
      '<li><strong>Pro</strong>: a personal licence for one user, valid for one year, without the limit of active quizzes.</li></ul>' +
      '<p>The features and limits of each plan are described on the <a href="/plans">plans</a> page. We may improve the plans; we will not reduce what a paid Pro licence includes during its period of validity.</p>',
  },
  {
    title: '4. Prices, payment and renewal',
    text:
      '<p>The Pro plan costs 49 CHF or 49 EUR per year, as chosen at checkout, taxes included where applicable. Payment is made in advance by card through our payment provider; we never receive or store your card details. The licence is activated once the payment is confirmed and is valid for one year from that day.</p>' +
      '<p>A Pro licence <strong>does not renew automatically</strong> unless this is clearly stated when you buy it. At the end of the period your account returns to the Free plan and your data is kept.</p>' +
      '<p>Given the immediate access to the Service, payments are not refundable, except where mandatory law provides otherwise or where the Service was not available as described in these terms.</p>',
  },
  {
    title: '5. Licence codes',
    text: '<p>Schools and organisations may obtain licence codes for their users. A licence code grants the Pro plan to the account that activates it for the period attached to the code. A code can be activated only once, may not be sold or published, and has no cash value. We may refuse or revoke codes obtained or used fraudulently.</p>',
  },
  {
    title: '6. Acceptable use',
    text:
      '<p>You use the Service for teaching, training, assessment and similar purposes, in line with the law and these terms. In particular, you must not:</p>' +
      '<ul><li>publish content that is unlawful, offensive, discriminatory or violates the rights of others, including personal data of third parties without a legal basis;</li>' +
      '<li>upload images or text that you have no right to use;</li>' +
      '<li>try to access quizzes, results or accounts of others, or to bypass the limits of your plan;</li>' +
      '<li>disturb the Service, for example by automated mass requests, attacks or the distribution of malware;</li>' +
      '<li>use the Service to send advertising or collect data about participants beyond what the quiz needs.</li></ul>' +
      '<p>We may remove content and suspend access that breaches these rules.</p>',
  },
  {
    title: '7. Content and intellectual property',
    text:
      '<p><strong>Your quizzes.</strong> You keep all rights to the quizzes, questions and images you create. You grant us only the rights needed to store, display and process them to provide the Service to you and to your participants. If you share a quiz code with colleagues or make a quiz public, you allow other users to import a copy of it.</p>' +
      '<p><strong>Market contributions.</strong> When you propose a question to the market, you confirm that you have the right to do so and you grant Quizzical and all users a free, non-exclusive, worldwide and permanent licence to use, adapt, translate and reuse it in their quizzes and teaching, including after your account is deleted. Proposals are reviewed by our staff, who may edit, classify, refuse or remove them.</p>' +
      '<p><strong>The Service.</strong> The software, design, logo and name Quizzical remain our property. Market questions may be reused inside quizzes, but the market may not be copied as a whole.</p>',
  },
  {
    title: "8. Students' data and privacy",
    text:
      '<p>We collect only the data the Service needs. For users: name, e-mail address, country, optional organisation, password (stored in hashed form only), quizzes, licences and billing details. For participants: their answers, score, optional comment and rating and, only when the quiz is not anonymous, the first name, last name and optional student number they enter. Participants never give an e-mail address.</p>' +
      "<p>For participants' data, the user who runs the quiz decides what is collected (for example by choosing an anonymous quiz) and is responsible for informing the participants; we process that data on the user's behalf and only to provide the Service. Results are visible only to the owner of the quiz.</p>" +
      '<ul><li>We do not sell data, show advertising or use tracking cookies. The browser stores only what the Service needs to work.</li>' +
      "<li>Quiz data, including participants' data, is kept as long as the quiz exists and is deleted with it or with the account.</li>" +
      '<li>Billing records are kept as long as accounting law requires.</li></ul>' +
      '<p>You may ask for access to, correction or deletion of your data through the <a href="/contact">contact form</a>. We process personal data in line with the Swiss Federal Act on Data Protection and, where it applies, the EU General Data Protection Regulation.</p>',
  },
  {
    title: '9. Availability',
    text: "<p>We aim to keep the Service available at all times and to save participants' answers reliably, but we do not guarantee uninterrupted availability. Maintenance, updates or events beyond our control may interrupt it. We announce planned maintenance when possible and recommend that you do not schedule decisive exams without a fallback plan.</p>",
  },
  {
    title: '10. Liability',
    text: '<p>The Service is provided as it is. You are responsible for the content of your quizzes and for the use you make of the results, including any grading decision. To the extent permitted by law, our liability is excluded for indirect damage, lost data or lost profit, and is limited to the amount you paid us during the twelve months before the damage. Liability for intent and gross negligence is not limited.</p>',
  },
  {
    title: '11. Termination and account deletion',
    text:
      '<p>You can delete your account at any time from your profile, with your current password. Your account, your quizzes and their results are then deleted and cannot be recovered; market questions already published remain available under section 7. A remaining Pro period is not refunded.</p>' +
      '<p>We may suspend or close an account that seriously or repeatedly breaches these terms, after a warning where reasonable. We may also delete accounts that have not been activated or used for a long time, after notice by e-mail.</p>',
  },
  {
    title: '12. Changes to these terms',
    text: '<p>We may change these terms, for example when the Service evolves or the law changes. We announce important changes to users by e-mail or in the application at least 30 days before they apply. If you do not agree, you may delete your account before that date; continuing to use the Service means you accept the new terms.</p>',
  },
  {
    title: '13. Governing law and jurisdiction',
    text: '<p>These terms are governed by Swiss law, excluding its conflict-of-law rules and the Vienna Convention on the International Sale of Goods. The place of jurisdiction is the seat of the operator, subject to mandatory provisions protecting consumers.</p>',
  },
  {
    title: '14. Contact',
    text: '<p>For any question about these terms, your account or your data, write to us through the <a href="/contact">contact form</a>. The postal address of the operator is given in the <a href="/legal">legal notice</a>.</p>',
  },
];
