export const FAQ: { name: string; entries: { title: string; text: string }[] }[] = [
  { name: 'General', entries: [{ title: 'What is Quizzical?', text: '<p>A quiz platform.</p>' }] },
];
