import { Link, type LinkProps } from 'react-router';

type Variant = 'primary' | 'outline-primary' | 'light' | 'outline-light' | 'outline-secondary' | 'link' | 'secondary';

/** A router link that looks like a Bootstrap button. */
export function ButtonLink({
  variant = 'primary',
  size,
  className = '',
  ...props
}: LinkProps & { variant?: Variant; size?: 'sm' | 'lg' }) {
  return <Link className={`btn btn-${variant} ${size ? `btn-${size}` : ''} ${className}`.trim()} {...props} />;
}
