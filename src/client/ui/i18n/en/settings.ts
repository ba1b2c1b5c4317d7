export const settings = {
  language: 'Language',
  theme: 'Theme',
}
