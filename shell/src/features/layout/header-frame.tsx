import { BRAND_TABLE, hrefFor, isSignedIn, type Brand, type SessionSnapshot } from '@storefront/contracts';
import { Link } from '@storefront/contracts/react';

/** The header frame: logo, and the visitor's way in or the designer's account. Menus come with the catalog. */
export function HeaderFrame({ brand, session }: { brand: Brand; session: SessionSnapshot }) {
  const info = BRAND_TABLE[brand];
  const signedIn = isSignedIn(session);
  return (
    <header className="sf-header">
      <div className="sf-header-inner">
        <Link to={info.features.ffdVariants ? '/home' : '/page/home/'} className="sf-logo" aria-label={`${info.name} home`}>
          {info.name}
        </Link>
        <nav aria-label="Account" className="sf-header-account">
          {signedIn ? (
            <Link to={hrefFor('/personalCenter')}>My Account</Link>
          ) : (
            <>
              {info.features.requestAccess ? <Link to="/page/request-access/">Request Access</Link> : null}
              <Link to={hrefFor('/register', { data1: 'signup' })}>Sign Up</Link>
              <Link to="/login" className="sf-button sf-button--small">
                Login
              </Link>
            </>
          )}
        </nav>
      </div>
    </header>
  );
}
