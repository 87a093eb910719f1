import type { ReactNode, SVGProps } from 'react';

/** A small set of line icons drawn for this app (24-unit grid, stroke = currentColor). */
export function Icon({ children, size = 20, ...props }: SVGProps<SVGSVGElement> & { size?: number; children: ReactNode }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      {...props}
    >
      {children}
    </svg>
  );
}

export type IconProps = SVGProps<SVGSVGElement> & { size?: number };

export const BankIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M3 10 12 4l9 6" />
    <path d="M5 10v8M9.5 10v8M14.5 10v8M19 10v8" />
    <path d="M3 20h18" />
  </Icon>
);

export const SendIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M21 3 10 14" />
    <path d="M21 3l-7 18-4-7-7-4z" />
  </Icon>
);

export const PiggyIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M5 11a7 6 0 0 1 12.5-3.5L20 7l-.5 3.5A6 6 0 0 1 19 15l-1 1v3h-3v-2h-4v2H8v-3a6 6 0 0 1-3-5z" />
    <path d="M2 10c1 1 2 1 3 1" />
    <circle cx="15" cy="10.5" r=".5" fill="currentColor" />
  </Icon>
);

export const LoanIcon = (props: IconProps) => (
  <Icon {...props}>
    <circle cx="12" cy="12" r="9" />
    <path d="M15 9.5c-.5-1-1.6-1.5-3-1.5-1.7 0-3 .9-3 2s1.3 1.8 3 2 3 .9 3 2-1.3 2-3 2c-1.4 0-2.5-.5-3-1.5M12 6.5V8M12 16v1.5" />
  </Icon>
);

export const CardIcon = (props: IconProps) => (
  <Icon {...props}>
    <rect x="2" y="5" width="20" height="14" rx="2" />
    <path d="M2 10h20M6 15h4" />
  </Icon>
);
