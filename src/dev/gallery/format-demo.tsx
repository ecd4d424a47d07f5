import { maskBankCard } from '@/format/bank-card';
import { formatMoney } from '@/format/money';
import { maskPhone } from '@/format/phone';
import { DemoCase } from '@/dev/gallery/demo-frame';

const ROWS: [string, string][] = [
  ['formatMoney(1234567.891)', formatMoney(1234567.891)],
  ['formatMoney(0)', formatMoney(0)],
  ['formatMoney(null)', formatMoney(null)],
  ["formatMoney('3000000')", formatMoney('3000000')],
  ["maskBankCard('6222021234561234')", maskBankCard('6222021234561234')],
  ["maskBankCard('6217000010001234567')", maskBankCard('6217000010001234567')],
  ["maskPhone('13812345678')", maskPhone('13812345678')],
];

export default function FormatDemo() {
  return (
    <DemoCase title="src/format/">
      <table className="gallery-format-table">
        <tbody>
          {ROWS.map(([call, result]) => (
            <tr key={call}>
              <td>
                <code>{call}</code>
              </td>
              <td>{result}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </DemoCase>
  );
}
