export const blocked = {
  title: 'Your account is blocked',
  text: 'You cannot use Trainly while the block lasts.',
  appeal: 'If you think this is a mistake, write to us and tell us your email:',
  goHome: 'Home page',
}
