import type { ContentPageSeed } from './catalogue-types';

/** Demo content pages: about us, the children's financial-literacy programme and exam-wellbeing coaching. */
export const CONTENT_PAGE_SEEDS: ContentPageSeed[] = [
  {
    slug: 'about',
    title: 'About Hisab',
    summary: 'Hisab is a Dhaka coaching provider that has taught the ICAB chartered-accountancy papers online since 2019.',
    body: `## Who we are

Hisab is a coaching provider based in Banani, Dhaka. Since 2019 we have helped candidates prepare for the chartered-accountancy examinations of the Institute of Chartered Accountants of Bangladesh (ICAB), from the first Certificate Level paper to the Advanced Level case study. We started with evening classes for articled students who could not reach a classroom after work, and moved fully online so that candidates in Chattogram, Sylhet, Rajshahi, Khulna and beyond could learn from the same mentors as students in Dhaka.

*Hisab* means "account" or "calculation" in Bangla. It is a reminder of what we care about: accurate work, clearly explained.

## How our courses work

Each course covers one paper and follows the ICAB syllabus area by area.

- **Video lessons.** Short lessons, most of them 10 to 25 minutes, that you can watch on a phone over a mobile connection. Many courses include free preview lessons so you can judge the teaching before you pay.
- **Study notes.** Concise notes and worked examples you can download and read offline.
- **Question banks.** Exam-standard questions tagged by paper, syllabus area and difficulty, with explanations.
- **Timed mock exams.** Full mocks under real exam timing. Your answers are saved as you go, so a dropped connection does not cost you your work. Results are broken down by syllabus area, so you can see exactly which topics need more attention before the sitting.

Course access usually runs until the sitting you are preparing for, and the course page tells you the exact access period before you enrol.

## Paying for a course

We accept the payment methods our students use every day:

- **bKash**, **Nagad** or **Rocket**: send the course fee to our merchant number shown at checkout;
- **bank transfer** to our account, with the details shown at checkout.

After paying, enter the transaction ID (and a screenshot if you have one) on the checkout page. Our team checks every payment and approves it, usually within a few hours during office hours. As soon as your payment is approved, you are enrolled and we send you a confirmation email. Free courses open immediately.

## Our mentors

Our mentors are experienced professionals who teach the papers they work with every day:

- **Farhana Rahman**: financial reporting;
- **Tanvir Ahmed**: audit and assurance;
- **Nusrat Jahan**: taxation;
- **Imran Hossain**: financial management;
- **Shirin Akter**: corporate law;
- **Kamal Uddin**: strategy and the Advanced Level case study.

You can read each mentor's background and see their courses on the mentors page. Mentors also answer questions, write for our blog and review the question banks before every sitting.

## What we believe

Students pass when they understand the subject, practise it under exam conditions and get honest feedback on their weak areas. We keep our courses focused on those three things, and we update them when standards, laws and the Finance Act change.

## Contact us

Send us a message through the contact page. We reply to every message, normally within one working day.
`,
  },
  {
    slug: 'children-education',
    title: 'Money Smart Kids: financial literacy for ages 9 to 15',
    summary: 'Weekend online classes that teach children aged 9 to 15 to save, budget their pocket money and use banks and mobile money safely.',
    body: `## Why we teach children about money

Our mentors spend their working lives helping businesses keep good accounts. Many of them are parents too, and they noticed that children learn a great deal about spending from adverts and games but very little about saving, planning and keeping money safe. Money Smart Kids is our answer: short, practical online classes that give children habits they will keep for life.

## Who the classes are for

Children are taught in two age groups, so that examples and activities suit their age:

- **Juniors, ages 9 to 12:** coins and notes, needs and wants, saving towards a goal, simple record keeping.
- **Seniors, ages 13 to 15:** budgeting a monthly allowance, how banks and interest work, mobile money and online safety, and a first look at how a small business earns a profit.

Classes are taught in Bangla and English together, and no prior knowledge is needed.

## What children learn

### Saving

Children set a goal, such as a book, a cricket bat or a gift for Eid, and work out how much they need to put aside each week to reach it. They keep a simple savings chart and see how small amounts add up.

### Budgeting pocket money

Using their own pocket money or an example allowance, children learn to divide money into *spend*, *save* and *share*, record what they spend in a small notebook, and review at the end of the month what went well. Seniors prepare a simple monthly budget and compare it with what actually happened, just as accountants do.

### Understanding banks

We explain what a bank does with deposits, why it pays interest, and how a savings account differs from keeping money at home. Seniors calculate simple interest on a savings balance and learn why starting to save early matters.

### Mobile money, safely

Mobile financial services such as bKash, Nagad and Rocket are part of daily life in Bangladesh, and children often see parents use them. We teach the safety rules clearly:

- never share a PIN or a verification code with anyone, including someone who claims to be from the company;
- be wary of calls or messages saying money was sent "by mistake" and asking for it back;
- always check the number and amount before confirming a payment;
- tell a parent straight away if anything seems wrong.

Children do not need their own mobile money accounts for the course. We use examples and role play.

## For parents

Parents are welcome to sit in on any class. After each session we send a short note describing what was covered and one simple activity to do at home, such as planning the weekly bazar list together or letting your child manage a small budget for a family outing. Children learn most when money is discussed openly at home.

Twice each term we hold a **parents' session** on topics such as setting pocket money, talking to children about family finances, and online safety. Parents can ask our mentors questions directly.

## How sessions run

- **When:** weekend mornings, Friday or Saturday, for 60 minutes.
- **Where:** live online classes. A phone works, though a laptop or tablet is better for the activities.
- **Group size:** small groups, so every child can take part and ask questions.
- **Term length:** eight weekly sessions, with a short certificate of completion at the end.

Fees are shown on the course page and can be paid by bKash, Nagad, Rocket or bank transfer, approved by our team in the usual way. For questions about which group suits your child, write to us through the contact page.
`,
  },
  {
    slug: 'health-coach',
    title: 'Exam-wellbeing coaching for CA candidates',
    summary: 'One-to-one coaching that helps CA candidates build healthy routines for sleep, study breaks, food and exam nerves in the months before a sitting.',
    body: `## Why we offer wellbeing coaching

CA candidates carry a heavy load: long articleship hours, several papers at once and high expectations from family and employers. We see strong students underperform because they are exhausted or overwhelmed, not because they lack knowledge. Our exam-wellbeing coaching helps you build routines that let you study well and arrive at the exam hall ready to think clearly.

**Please note:** this coaching is not medical advice and is not a substitute for care from a doctor or a qualified mental-health professional.

## What we work on

### Sleep

We help you set a realistic sleep routine that fits around work and study: a regular bedtime, a wind-down period without screens, and a plan for the last two weeks before the sitting so that you do not rely on late nights.

### Study breaks and focus

We design a timetable with focused blocks and proper breaks, and find what is really breaking your concentration: your phone, your study space or trying to do too much at once.

### Managing anxiety before the sitting

Some nervousness is normal. We teach practical techniques: breaking revision into small daily tasks, slow-breathing exercises you can use in the exam hall, and ways to handle the worry that builds after a difficult paper when you still have others to sit.

### Food and energy

We talk about regular meals, hydration and caffeine, and about simple food that keeps your energy steady through long study days.

### Studying during Ramadan

If Ramadan falls during your preparation, your routine changes completely. We help you plan study around suhoor, iftar and prayers: for example, doing your hardest work in the calm hours after suhoor or later in the evening, keeping lighter tasks for the afternoon, drinking water steadily between iftar and suhoor, and choosing meals that release energy slowly rather than heavy fried food that leaves you sleepy.

## When to seek professional help

Coaching cannot treat illness. Please see a doctor or a qualified mental-health professional if, for more than two weeks, you:

- feel low, hopeless or empty most of the day;
- cannot sleep, or sleep far more than usual;
- have panic attacks or constant worry that stops you functioning;
- have lost interest in food or in things you usually enjoy.

If you ever have thoughts of harming yourself, contact a doctor or go to the nearest hospital straight away, and tell someone you trust. If your coach is concerned about your wellbeing, they will encourage you to seek professional support.

## How sessions work

- **Format:** one-to-one video calls of 45 minutes, in Bangla or English.
- **Frequency:** most candidates book four to six sessions spread over the three months before a sitting; some prefer a single session to plan the final weeks.
- **Between sessions:** your coach sends a short summary with one or two goals for the coming week.
- **Confidentiality:** what you discuss stays between you and your coach. We do not share it with your employer, your family or your course tutors.

## Booking a session

1. Sign in to your Hisab account.
2. Send us a message through the contact form with the sessions you would like and the times that suit you.
3. We reply with available slots and the fee.
4. Pay by bKash, Nagad, Rocket or bank transfer and enter the transaction ID. Once our team approves the payment, your session is confirmed by email with the call link.

You can reschedule up to 24 hours before a session at no cost. For any questions, write to us through the contact page.
`,
  },
];
