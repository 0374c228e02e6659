import { copyrightLine, type Brand } from '@storefront/contracts';
import { Link } from '@storefront/contracts/react';

/** The footer frame: policy links and the copyright line. Link columns come with the catalog menus. */
export function FooterFrame({ brand }: { brand: Brand }) {
  return (
    <footer className="sf-footer">
      <nav aria-label="Legal" className="sf-footer-links">
        <Link to="/TermsOfUse">Terms of Use</Link>
        <Link to="/privacyPolicy">Privacy Policy</Link>
        <Link to="/cookiesPolicy">Cookies Policy</Link>
        <Link to="/refundPolicy">Terms of Sale</Link>
        <Link to="/warranty">Warranty</Link>
      </nav>
      <p className="sf-copyright">{copyrightLine(brand)}</p>
    </footer>
  );
}
