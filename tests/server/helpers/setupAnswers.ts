import { takeAnswerViolations } from '../../../server/http/answers';

// Every answer of a route with a contract is checked against it in tests (server/http/answers.ts):
// the test during which an answer broke its contract fails, naming the route and the field, even
// when the test itself looked only at other answers.
afterEach(() => {
  const violations = takeAnswerViolations();
  if (violations.length > 0) throw new Error(violations.join('\n'));
});
