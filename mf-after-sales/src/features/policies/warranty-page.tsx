import { TERMS, brandInfo, formatFigure as fig } from '@storefront/contracts';
import { Link, useShell } from '@storefront/remote-kit';
import { Part, PolicyFrame } from './policy-frame';
import './sheet';

/** /warranty: the warranty terms by part, and what they do not cover (spec section 9). */
export default function WarrantyPage() {
  const { brand } = useShell();
  const name = brandInfo(brand).name;
  const years = TERMS.warranty;
  const rows = [
    ['Case goods (wood and metal furniture)', fig(years.caseGoods)],
    ['Upholstery frames', fig(years.upholsteryFrame)],
    ['Upholstery springs', fig(years.springs)],
    ['Cushions', fig(years.cushions)],
    ['Fabric and leather', fig(years.fabricAndLeather)],
  ] as const;
  return (
    <PolicyFrame
      id="warranty"
      intro={<>{name} furniture is warranted against defects in materials and workmanship under normal residential use, for the terms below, from the delivery date.</>}
    >
      <Part title="Warranty terms">
        <table className="afp-table">
          <caption className="afp-caption">Warranty by part</caption>
          <thead>
            <tr>
              <th scope="col">Part</th>
              <th scope="col">Covered for</th>
            </tr>
          </thead>
          <tbody>
            {rows.map(([part, term]) => (
              <tr key={part}>
                <th scope="row">{part}</th>
                <td>{term}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </Part>
      <Part title="What we do">
        <p>
          If a part fails within its term, we repair or replace it, or the piece, at our choice. File a service request with photos from
          your account; a repair or replacement does not extend the original term.
        </p>
      </Part>
      <Part title="What is not covered">
        <ul>
          <li>Normal wear, fading, and the natural movement of wood with humidity and temperature.</li>
          <li>
            Shade variation of up to {fig(TERMS.shadeVariation)} between a piece and its sample or photograph: natural materials and dye
            lots vary, and this is not a defect.
          </li>
          <li>Damage from misuse, accidents, pets, improper cleaning, commercial use or changes made by others.</li>
          <li>
            Damage in transit: report it as a delivery claim within {fig(TERMS.claimWindows.damage)} of delivery ({fig(TERMS.claimWindows.concealedDamage)}{' '}
            for concealed damage), as the <Link to="/refundPolicy">Standard Terms of Sale</Link> explain.
          </li>
        </ul>
      </Part>
      <Part title="Who is covered">
        <p>The warranty covers the original purchaser and the client the piece was bought for, at the original delivery address.</p>
      </Part>
    </PolicyFrame>
  );
}
