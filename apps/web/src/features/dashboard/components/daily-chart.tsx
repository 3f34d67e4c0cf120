import { formatDate, formatRupees } from '@portal/shared';
import {
  Bar,
  BarChart,
  CartesianGrid,
  Legend,
  Line,
  LineChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { useT } from '../../../lib/i18n/language-provider';

export interface DailyFigures {
  date: string;
  signups: number;
  activations: number;
  earnings: number;
}

/** DD-MM from an India date: the axis of 30 days has room for no more. */
const dayMonth = (date: string) => formatDate(date).slice(0, 5);
/**
 * The last 30 India days as two charts: sign-ups and PIN activations, and quiz earnings paid.
 * Out of reach of screen readers and the keyboard (`inert`): the same figures are in the table
 * beside them.
 */
export default function DailyCharts({ days }: { days: DailyFigures[] }) {
  const t = useT();
  return (
    <div inert className="grid grid-cols-1 gap-5 xl:grid-cols-2">
      <figure className="h-64 min-w-0">
        <ResponsiveContainer width="100%" height="100%">
          <LineChart data={days} margin={{ top: 8, right: 12, bottom: 0, left: -16 }}>
            <CartesianGrid strokeDasharray="3 3" stroke="#e2e8f0" />
            <XAxis dataKey="date" tickFormatter={dayMonth} tick={{ fontSize: 12 }} minTickGap={16} />
            <YAxis allowDecimals={false} tick={{ fontSize: 12 }} />
            <Tooltip labelFormatter={(date) => formatDate(String(date))} />
            <Legend />
            <Line
              type="monotone"
              dataKey="signups"
              name={t('admin.dashboard.daily.signups')}
              stroke="#4f46e5"
              strokeWidth={2}
              dot={false}
            />
            <Line
              type="monotone"
              dataKey="activations"
              name={t('admin.dashboard.chart.pinActivations')}
              stroke="#059669"
              strokeWidth={2}
              dot={false}
            />
          </LineChart>
        </ResponsiveContainer>
      </figure>
      <figure className="h-64 min-w-0">
        <ResponsiveContainer width="100%" height="100%">
          <BarChart data={days} margin={{ top: 8, right: 12, bottom: 0, left: 0 }}>
            <CartesianGrid strokeDasharray="3 3" stroke="#e2e8f0" />
            <XAxis dataKey="date" tickFormatter={dayMonth} tick={{ fontSize: 12 }} minTickGap={16} />
            <YAxis tick={{ fontSize: 12 }} />
            <Tooltip
              labelFormatter={(date) => formatDate(String(date))}
              formatter={(value) => formatRupees(Number(value))}
            />
            <Legend />
            <Bar dataKey="earnings" name={t('admin.dashboard.chart.earnings')} fill="#f59e0b" />
          </BarChart>
        </ResponsiveContainer>
      </figure>
    </div>
  );
}
