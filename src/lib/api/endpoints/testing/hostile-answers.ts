/**
 * Hostile and broken server answers (issue 11 item 2), shared by the function-level suite
 * (malformed.test.ts) and the screen-level one (src/app/screens-malformed.test.tsx).
 */
const MEGABYTE = 'x'.repeat(1_000_000);

/** One hostile answer: what the network hands over for a call. */
export interface HostileAnswer {
  name: string;
  status: number;
  body: unknown;
}

/** The 14 hostile answers every API function and every screen is fed. */
export const hostileAnswers: HostileAnswer[] = [
  { name: 'no data field', status: 200, body: {} },
  { name: 'data null', status: 200, body: { data: null } },
  { name: 'data an empty array', status: 200, body: { data: [] } },
  { name: 'data an empty object', status: 200, body: { data: {} } },
  { name: 'data a number', status: 200, body: { data: 12345 } },
  { name: 'data script text', status: 200, body: { data: '<script>alert(1)</script>' } },
  {
    name: 'fields of the wrong types',
    status: 200,
    body: { data: { uuid: 5, id: null, title: ['x'], steps: 'all', items: 7, token: {} } },
  },
  {
    name: 'a list of the wrong things',
    status: 200,
    body: { data: [null, 1, 'x', [], { title: '<img src=x onerror=alert(1)>' }] },
  },
  { name: 'a 1 MB string', status: 200, body: { data: MEGABYTE } },
  { name: 'a 1 MB title', status: 200, body: { data: [{ uuid: 'u', id: 'i', title: MEGABYTE }] } },
  { name: 'a non-JSON body', status: 200, body: '<html><body>Proxy error</body></html>' },
  { name: 'a 200 with an error body', status: 200, body: { error: 'Internal', message: 'boom' } },
  { name: 'a 500 with HTML', status: 500, body: '<h1>500</h1><script>alert(1)</script>' },
  { name: 'a 404 with nothing', status: 404, body: undefined },
];
