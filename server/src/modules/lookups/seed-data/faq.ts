/**
 * FAQ shown at /faq: categories of entries, each answer in simple safe HTML (p, ul/li, strong, em,
 * and a with relative links only). Keep it consistent with SPEC.md when the product changes.
 */
export const FAQ: { name: string; entries: { title: string; text: string }[] }[] = [
  {
    name: 'Getting started',
    entries: [
      {
        title: 'What is Quizzical?',
        text:
          '<p>Quizzical is a web application for teachers and organisers to create multiple-choice quizzes, run them in class or remotely and follow the results live. Students take a quiz from any browser, without an account, with a quiz code, a link or a QR code.</p>' +
          '<p>Quizzical also offers a public <a href="/market">market of questions</a> ready to reuse, and a yearly <a href="/plans">Pro plan</a> for teachers who run many quizzes at once.</p>',
      },
      {
        title: 'How do I create an account?',
        text:
          '<p>Click <strong>Sign up</strong>, enter your first and last name, your e-mail address (twice), a password (twice), your country and, if you wish, your school or organisation. You accept the <a href="/terms">terms of use</a> by clicking <strong>Sign Up</strong>.</p>' +
          '<p>We then send you an e-mail with an activation link. Your account can be used as soon as you have opened that link. Your e-mail address is also your user name when you sign in.</p>',
      },
      {
        title: 'I did not receive the activation e-mail. What can I do?',
        text:
          '<p>The e-mail usually arrives within a minute. If it does not:</p>' +
          '<ul><li>look in your <strong>spam</strong> or junk folder, and in the quarantine of your school mail system;</li>' +
          '<li>check that the address you entered is correct; if it is not, simply sign up again with the right one;</li>' +
          '<li>an activation link can only be used once; if the page says the link is no longer valid, try to sign in, your account may already be active.</li></ul>' +
          '<p>If nothing helps, <a href="/contact">contact us</a> with the address you used.</p>',
      },
      {
        title: 'Do my students need an account?',
        text: '<p>No. Students never create an account. They open the home page, type the quiz code in the field <strong>Enter your quizz code to start</strong> and click <strong>Start the quizz!</strong>, or they open the link or scan the QR code you share with them.</p>',
      },
      {
        title: 'Which devices and browsers can be used?',
        text: '<p>Quizzical runs in any recent browser (Chrome, Edge, Firefox, Safari) on computers, tablets and phones. Nothing has to be installed. For students, a phone is enough: the quiz screen adapts to small screens.</p>',
      },
      {
        title: 'I forgot my password. How do I reset it?',
        text: '<p>On the <a href="/login">sign-in page</a>, use the forgotten password link and enter your e-mail address. You will receive a link to choose a new password; it is valid for a limited time. Do not forget to look in your spam folder.</p>',
      },
    ],
  },
  {
    name: 'Creating quizzes',
    entries: [
      {
        title: 'How do I create a quiz?',
        text:
          '<p>Open <a href="/quizz">my quizzes</a> and create a new quiz. Enter:</p>' +
          '<ul><li>a <strong>title</strong> (up to 60 characters) and a <strong>description</strong> (up to 80 characters);</li>' +
          '<li>the <strong>duration</strong>, from 1 to 240 minutes (15 minutes by default);</li>' +
          '<li>optionally the expected <strong>number of students</strong>, used to show the share of students who answered;</li>' +
          '<li>the options: anonymous, random order of questions, random order of answers, answers available for review, comments allowed, rating enabled;</li>' +
          '<li>the questions.</li></ul>' +
          '<p>While you work, your draft is kept in your browser, so a reload does not lose it. It is cleared once the quiz is saved.</p>',
      },
      {
        title: 'What does a question look like?',
        text:
          '<p>Every question is a multiple-choice question with one correct answer. It has a text, up to four answers labelled A to D (A and B are required, C and D are optional) and the choice of the correct answer (A by default).</p>' +
          '<p>You can add a small and a big image to a question, for example a diagram. You can upload a picture, or simply paste an image from your clipboard anywhere in the application and use it in an image field.</p>',
      },
      {
        title: 'How do I write mathematical formulas?',
        text:
          '<p>Write formulas in LaTeX between dollar signs, for example <strong>$\\frac{1}{2} + x^2$</strong> or <strong>$\\sqrt{a^2 + b^2}$</strong>. Text outside the dollar signs is shown as you type it, including line breaks.</p>' +
          '<p>The LaTeX side drawer lists the most useful commands by category (Greek letters, operators, relations, arrows, fractions and roots, sets and logic, calculus, matrices, accents, chemistry and more), each with its symbol and an example you can copy.</p>',
      },
      {
        title: 'What do the quiz options mean?',
        text:
          '<ul><li><strong>Anonymous</strong>: students join without giving their name. When it is off, they enter their first and last name (and, if they wish, a student number).</li>' +
          '<li><strong>Random questions</strong> and <strong>random answers</strong>: each student sees the questions, or the answers of each question, in a different order.</li>' +
          '<li><strong>Answers available</strong>: after finishing, students can review their answers next to the correct ones.</li>' +
          '<li><strong>Comments allowed</strong> and <strong>rating enabled</strong>: at the end, students can leave a comment and rate the quiz from 1 (very difficult) to 5 (very easy).</li></ul>' +
          '<p>A new quiz is anonymous, keeps the order of questions and answers, and allows review, comments and rating.</p>',
      },
      {
        title: 'Can I change a quiz after creating it?',
        text: '<p>Yes. Until it starts, click its title on the dashboard to edit anything. Once it has started (or closed), its results page has <strong>Edit questions</strong>: the editor then corrects the quiz. You can fix the wording, the images and the correct answers of its questions, and every answer already given is scored again; questions cannot be added, removed or reordered, so that all students answer the same quiz. To reuse a quiz that has already run, <strong>duplicate</strong> it and edit the copy.</p>',
      },
      {
        title: 'Can I reuse, import or export quizzes?',
        text:
          '<ul><li><strong>Duplicate</strong> makes a new, not started copy of a quiz.</li>' +
          '<li><strong>Import</strong> adds a copy of a quiz shared by a colleague (with the code they give you) or of a quiz from the public list.</li>' +
          '<li><strong>Export</strong> downloads the selected quizzes as a spreadsheet named <em>Quizzical_export.xlsx</em>, which opens in Excel, LibreOffice or Numbers.</li>' +
          '<li><strong>Delete</strong> removes the selected quizzes and their results for good; this cannot be undone.</li></ul>',
      },
    ],
  },
  {
    name: 'Running a quiz and students',
    entries: [
      {
        title: 'How do I start and stop a quiz?',
        text:
          '<p>Select the quiz on your dashboard and start it from the toolbar; its status turns green and its results page opens. Students can join only while the quiz is started.</p>' +
          '<p>To stop it, use <strong>Stop</strong> on the dashboard or <strong>Close the quizz</strong> on the results page. Students who have already entered can still submit their answers; nobody new can join. Status colours: grey not started, green started, red closed.</p>',
      },
      {
        title: 'How do students join a quiz?',
        text:
          '<p>Each quiz has a short <strong>quiz code</strong>. Students can:</p>' +
          '<ul><li>type the code on the Quizzical home page;</li>' +
          '<li>open the direct link <strong>/q/</strong> followed by the code, which you can send by e-mail or post in your learning platform;</li>' +
          '<li>scan the <strong>QR code</strong> shown on the results page; the presentation mode displays it in a large size for a projector.</li></ul>' +
          '<p>A student who tries to join too early sees <em>This quizz has not yet started.</em>, and after the quiz is closed <em>This quizz has ended. You cannot participate anymore.</em></p>',
      },
      {
        title: 'How does the countdown work?',
        text:
          '<p>Each student has the full duration of the quiz, counted from the moment they click start. The time is kept by the Quizzical server, not by the device: changing the clock of a phone or reloading the page does not give more time.</p>' +
          '<p>When the time is over, the answers can no longer be changed and the student is asked to click <strong>End the quizz</strong> to see the score.</p>',
      },
      {
        title: 'What happens if a student loses the connection or closes the page?',
        text: '<p>Nothing is lost. Every answer is saved as soon as the student clicks it. If the network drops, the answer is kept on the device and sent again automatically when the connection is back. A student who reloads the page or reopens the quiz link in the same browser continues where they stopped, with the remaining time.</p>',
      },
      {
        title: 'What do students see at the end?',
        text: '<p>After <strong>End the quizz</strong>, students see their score as the percentage of correct answers. If you allowed it, they can leave a comment and rate the quiz from 1 (very difficult) to 5 (very easy), and review their own answers next to the correct ones.</p>',
      },
      {
        title: 'Are students anonymous?',
        text: '<p>In an anonymous quiz, students do not give any name: you see scores without knowing who they belong to. When the quiz is not anonymous, students enter their first and last name, and optionally a student number, so that you can follow each participant. Students never give an e-mail address.</p>',
      },
    ],
  },
  {
    name: 'Results and statistics',
    entries: [
      {
        title: 'Where do I see the results?',
        text: '<p>Click the title of a started or closed quiz on your dashboard. The results page updates by itself while students answer, so you can follow the class live without reloading.</p>',
      },
      {
        title: 'What does the results page show?',
        text:
          '<ul><li>for each question, the share of correct answers and the number of students who chose each answer, as charts;</li>' +
          '<li>the number of participants, the mean score and the standard deviation;</li>' +
          '<li>the distribution of difficulty of the questions;</li>' +
          '<li>the list of participants with their rank, score in percent and comment (with names when the quiz is not anonymous).</li></ul>',
      },
      {
        title: 'How is the score calculated?',
        text: '<p>The score is the percentage of questions answered correctly: 7 correct answers out of 10 questions give 70%. An unanswered question counts as wrong. All questions have the same weight.</p>',
      },
      {
        title: 'What does the answers column of the dashboard mean?',
        text: '<p>It shows the number of students who answered compared with the number of students you expected, as a percentage. If you left the number of students empty, it shows <strong>---</strong>.</p>',
      },
      {
        title: 'Can I show the results or the QR code in class?',
        text: '<p>Yes. The presentation mode of the results page shows a large QR code that students can scan from their seats, and the charts are readable on a projector. Only the teacher who owns the quiz can open its results.</p>',
      },
      {
        title: 'What do the ratings and comments tell me?',
        text: '<p>When rating is enabled, each student rates the quiz at the end from 1 to 5: <em>Very difficult</em>, <em>Difficult</em>, <em>Neutral</em>, <em>Easy</em>, <em>Very easy</em>. Comments appear next to each participant in the results. Together with the share of correct answers per question, they help you see which questions were too hard or unclear.</p>',
      },
    ],
  },
  {
    name: 'Market of questions',
    entries: [
      {
        title: 'What is the market of questions?',
        text: '<p>The <a href="/market">market</a> is a public collection of ready-made questions, classified by theme (subject), level and type. Questions marked as <strong>certified</strong> have been reviewed by the Quizzical team. Anyone can browse it, even without an account.</p>',
      },
      {
        title: 'How do I find questions?',
        text: '<p>Use the selects <strong>Choose a theme</strong>, <strong>Choose a level</strong> and <strong>Choose a type</strong>, and the box <strong>Search for questions</strong> to search by keyword. Each result shows the question, its answers with the correct one ticked and, when available, an explanation.</p>',
      },
      {
        title: 'How do I add market questions to my quiz?',
        text: '<p>Select the questions you like: they go into your basket, whose badge shows the number of selected questions. Open it to review or remove questions, then click <strong>Add to my quizz</strong>. A new quiz opens with these questions; adjust it and save it like any other quiz.</p>',
      },
      {
        title: 'How do I propose a question?',
        text: '<p>Click <strong>Propose a question</strong> on the <a href="/market">market</a> page, or go straight to the <a href="/market/propose">proposal form</a>. Give a description and tags, choose the theme, level and type, then write the question, its answers, the correct answer and, ideally, an explanation. Formulas and images work as in your quizzes.</p>',
      },
      {
        title: 'What happens to a proposed question?',
        text: '<p>It is reviewed by the Quizzical team, who may correct it, classify it or decline it. Once approved, it appears in the market for everyone. By proposing a question, you confirm that you have the right to share it and you allow Quizzical and its users to reuse it, as described in the <a href="/terms">terms of use</a>.</p>',
      },
    ],
  },
  {
    name: 'Plans, licences and payment',
    entries: [
      {
        title: 'What is the difference between the Free and Pro plans?',
        text: '<p>The <strong>Free</strong> plan lets you create quizzes, run them, follow live results and use the market, with up to <strong>5 active quizzes</strong> at the same time; a quiz is active while it is not started or started, and closed quizzes do not count. The <strong>Pro</strong> plan removes that limit. See <a href="/plans">plans</a>.</p>',
      },
      {
        title: 'How much does Pro cost?',
        text: '<p>Pro costs <strong>49 CHF or 49 EUR per year</strong> for one teacher (personal licence). You choose the currency at checkout. The licence is valid for one year from the day of payment.</p>',
      },
      {
        title: 'How do I pay, and is the renewal automatic?',
        text:
          '<p>Choose <strong>Get Pro</strong> on the <a href="/plans">plans</a> page, fill in your billing address and accept the terms, then pay by card on the secure page of our payment provider. Quizzical never sees or stores your card number. Your plan is activated a few seconds after the payment.</p>' +
          '<p>There is <strong>no automatic renewal</strong>: after one year your account returns to the Free plan unless you buy a new licence. Your quizzes are kept.</p>',
      },
      {
        title: 'What is a licence code?',
        text: '<p>A school or organisation can buy Pro licences for its teachers and receive licence codes. To use one, open <a href="/account/license">Account, Licence</a> and enter the code: your account becomes Pro for the period of the licence. A code can be used only once; an invalid or used code is refused with <em>This license code is not valid.</em></p>',
      },
      {
        title: 'What happens when my Pro licence ends?',
        text: '<p>Your account returns to the Free plan. Nothing is deleted: all your quizzes and results stay available. If you have more than 5 active quizzes, you can still close them and see their results, but you cannot create, duplicate or import new quizzes until you are under the limit or renew Pro.</p>',
      },
    ],
  },
  {
    name: 'Accounts and privacy',
    entries: [
      {
        title: 'How do I change my profile or password?',
        text: '<p>Open the menu with your name, then <a href="/account/profile">Profile</a> to change your name, country or organisation, or <a href="/account/password">Password</a> to choose a new password (your current password is asked).</p>',
      },
      {
        title: 'What data does Quizzical keep about students?',
        text:
          '<p>As little as possible. Students have no account and never give an e-mail address. We keep their answers, score, comment and rating, and, only when the quiz is not anonymous, the first name, last name and optional student number they typed. Their browser keeps a random session identifier so that they can resume the quiz.</p>' +
          '<p>This data belongs to the quiz: it is visible only to the teacher who owns the quiz and is deleted with it.</p>',
      },
      {
        title: 'Who can see my quizzes?',
        text: '<p>Only you. A quiz becomes visible to other teachers only if you share its code with them or make it public in the public list; its results are never shared. Questions you propose to the market become public once approved.</p>',
      },
      {
        title: 'Does Quizzical use advertising or tracking cookies?',
        text: '<p>No. Quizzical shows no advertising and uses no tracking cookies. The browser only stores what the application needs: your sign-in session, your quiz draft and basket, and, for students, the session of the quiz being taken. The contact form is protected by a privacy-friendly check that runs in your browser, without third-party services.</p>',
      },
      {
        title: 'How do I delete my account?',
        text: '<p>Open <a href="/account/profile">Profile</a> and choose to delete your account; your current password is required. Your account, your quizzes and their results are deleted and cannot be recovered. Export the quizzes you want to keep first. Questions already published in the market remain available.</p>',
      },
    ],
  },
];
