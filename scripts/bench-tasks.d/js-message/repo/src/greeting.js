export function greeting(name) {
  return `Good morning, ${name}!`;
}
