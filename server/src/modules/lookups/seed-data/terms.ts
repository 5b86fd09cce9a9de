export const TERMS: { title: string; text: string }[] = [{ title: 'Scope', text: '<p>These terms apply.</p>' }];
