import { appConfig } from '../../platform/config';

export function Logo() {
  return (
    <svg width="148" height="32" viewBox="0 0 148 32" aria-hidden="true" focusable="false">
      <circle cx="16" cy="16" r="15" fill="#ffc629" />
      <path d="M9 11h14M9 15h14M16 15v10" stroke="#102a43" strokeWidth="3" strokeLinecap="round" />
      <text
        x="38"
        y="22"
        fontFamily="system-ui, sans-serif"
        fontSize="18"
        fontWeight="700"
        fill="currentColor"
      >
        {appConfig.brand}
      </text>
    </svg>
  );
}
