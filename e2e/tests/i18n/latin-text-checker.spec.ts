import { expect, test } from '../../support/fixtures';
import { describeLatinText, findLatinText } from '../../support/latin-text';

// The checker the language walks rely on (e2e/support/latin-text.ts), on a page of its own whose
// every case is known: what it must report, and what it must leave alone.
const PAGE = `<!doctype html>
<html lang="ta"><body>
  <main id="screen">
    <h1>டாஷ்போர்டு</h1>
    <p>Cash Wallet</p>
    <p>வணக்கம் <b>Welcome</b></p>
    <p>மொத்தம் ₹1,00,000.00 · 25-11-2026 · 42</p>
    <p>பயனர்: <span translate="no">kavya_123456</span></p>
    <p data-value>PROMO42</p>
    <div translate="no"><span>Kavya <i>Raman</i></span></div>
    <ul><li><button lang="en">English</button></li><li><button lang="ta">தமிழ்</button></li><li lang="ta">Login</li></ul>
    <p hidden>Hidden text</p>
    <p style="display:none">Not displayed</p>
    <p style="visibility:hidden">Invisible</p>
    <span class="sr-only" style="position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0,0,0,0)">Close</span>
    <input placeholder="Search" aria-label="தேடல்">
    <input placeholder="தேடவும்" aria-label="தேடல் 2">
    <select aria-label="நிலை"><option>Promoter</option><option>ப்ரமோட்டர்</option></select>
    <table><tbody><tr><td>Pending</td><td translate="no">demo_aarav1</td></tr></tbody></table>
    <p>குறியீடு ABC123 தயார்</p>
    <script>const latin = 'not shown';</script>
    <style>.x { color: red }</style>
  </main>
</body></html>`;

test('the Latin-text checker reports each visible Latin text with where it is, and leaves data and hidden text alone', async ({
  page,
}) => {
  await page.setContent(PAGE);
  const found = await findLatinText(page);
  expect(found, describeLatinText(found)).toEqual([
    { selector: '#screen > p:nth-of-type(1)', text: 'Cash Wallet' },
    { selector: '#screen > p:nth-of-type(2) > b', text: 'Welcome' },
    { selector: '#screen > ul > li:nth-of-type(3)', text: 'Login' },
    { selector: '#screen > span', text: 'Close' },
    { selector: '#screen > select > option:nth-of-type(1)', text: 'Promoter' },
    { selector: '#screen > table > tbody > tr > td:nth-of-type(1)', text: 'Pending' },
    { selector: '#screen > p:nth-of-type(9)', text: 'குறியீடு ABC123 தயார்' },
    { selector: '#screen > input:nth-of-type(1)', text: '[placeholder] Search' },
  ]);
  // Data the test made itself may be named instead of marked: a string, or a pattern.
  expect(await findLatinText(page, { data: ['ABC123', /Cash \w+/, 'Welcome'] })).toHaveLength(5);
  // Within a part of the page only.
  expect(await findLatinText(page.locator('table'))).toEqual([
    { selector: '#screen > table > tbody > tr > td:nth-of-type(1)', text: 'Pending' },
  ]);
  // Once every text is translated or marked, nothing is reported.
  await page.setContent('<main><h1>முகப்பு</h1><p translate="no">Kavya</p><p>₹500.00</p></main>');
  expect(await findLatinText(page)).toEqual([]);
});
