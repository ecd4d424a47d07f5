import type { ApiError } from '@/api/api-error';
import type { AreaOption } from './area-types';
import { ListStatus } from '@/page-kit/picker';
import './area-levels.css';

export interface AreaLevelsProps {
  /** The chosen name per level, '' while empty (shown as 请选择). */
  values: string[];
  /** Accessible names of the levels, e.g. ['国家/地区', '省份', '城市']. */
  labels: string[];
  activeLevel: number;
  onLevelClick: (level: number) => void;
  options: AreaOption[] | undefined;
  activeCode: string;
  onPick: (option: AreaOption) => void;
  pending: boolean;
  error: ApiError | null;
  listHeight: string;
}

/** The selected-values row and the list below it, shared by the region popup and region picker. */
export function AreaLevels(props: AreaLevelsProps) {
  const { values, labels, activeLevel, onLevelClick, options, activeCode, onPick } = props;
  return (
    <>
      <div className="area-levels-tabs" role="group" aria-label="已选地区">
        {values.map((value, level) => (
          <button
            key={labels[level]}
            type="button"
            aria-label={`${labels[level]}：${value || '请选择'}`}
            aria-current={level === activeLevel ? 'step' : undefined}
            className={`area-levels-tab${level === activeLevel ? ' area-levels-tab-active' : ''}`}
            onClick={() => onLevelClick(level)}
          >
            {value || '请选择'}
          </button>
        ))}
      </div>
      <div className="picker-list" style={{ height: props.listHeight, flex: 'none' }}>
        <ul className="area-levels-list">
          {(options ?? []).map((option) => (
            <li key={option.code}>
              <button
                type="button"
                aria-pressed={option.code === activeCode}
                className={`picker-item${option.code === activeCode ? ' picker-item-active' : ''}`}
                onClick={() => onPick(option)}
              >
                {option.name}
              </button>
            </li>
          ))}
        </ul>
        <ListStatus
          pending={props.pending}
          error={props.error}
          empty={!props.pending && !props.error && options?.length === 0}
        />
      </div>
    </>
  );
}
