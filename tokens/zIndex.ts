export const zIndex = {
  base: '0',
  raised: '1',
  header: '100',
  menu: '200',
  skipLink: '300',
  toast: '400',
} as const;
