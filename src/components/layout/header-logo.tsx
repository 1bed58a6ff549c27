import { selectLogo } from '@/lib/state/app-slice';
import { useAppSelector } from '@/lib/state/hooks';

const DEFAULT_LOGO = './logo.svg';

/** The logo's height in the header (CSS px). */
const HEIGHT = 48;
/**
 * The width of the box a server's logo is drawn in (CSS px): its shape is unknown until it loads, so
 * the box is fixed and the logo contained in it. A box that grew on load would move the header's
 * items, wrap it to a second line on a narrow screen and push the whole screen down (a layout
 * shift, issue 12). 160 fits the usual 10:3 wordmark at full height; the default logo is square.
 */
const SERVER_LOGO_WIDTH = 160;

/** The header's logo: the server's (settings `logo`) or the kiosk's own, in a box of fixed size. */
export function HeaderLogo({ alt }: { alt: string }) {
  const logo = useAppSelector(selectLogo);
  return (
    <img
      className="app-header__logo"
      src={logo ?? DEFAULT_LOGO}
      alt={alt}
      width={logo ? SERVER_LOGO_WIDTH : HEIGHT}
      height={HEIGHT}
    />
  );
}
