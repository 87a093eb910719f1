import { createContext, useCallback, useContext, useState, type ReactNode } from 'react';
import Button from 'react-bootstrap/Button';
import CloseButton from 'react-bootstrap/CloseButton';
import Modal from 'react-bootstrap/Modal';
import { useNavigate } from 'react-router';
import { isAvailablePath } from '../../config/paths';

type OpenFeature = (path: string, featureName: string) => void;

const FeatureContext = createContext<OpenFeature | null>(null);

/**
 * Lets any button lead to a screen of the product: it navigates when the screen exists in this
 * release and otherwise says honestly that the feature is not available yet (no dead buttons).
 */
export function FeatureAvailabilityProvider({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  const [unavailableFeature, setUnavailableFeature] = useState<string | null>(null);

  const openFeature = useCallback<OpenFeature>(
    (path, featureName) => {
      if (isAvailablePath(path.split(/[?#]/)[0] ?? path)) void navigate(path);
      else setUnavailableFeature(featureName);
    },
    [navigate],
  );

  const close = () => setUnavailableFeature(null);

  return (
    <FeatureContext.Provider value={openFeature}>
      {children}
      <Modal show={unavailableFeature !== null} onHide={close} centered data-testid="feature-unavailable-dialog">
        <Modal.Header>
          <Modal.Title>Not available yet</Modal.Title>
          <CloseButton aria-label="Close" onClick={close} data-testid="feature-unavailable-dismiss" />
        </Modal.Header>
        <Modal.Body>
          <p className="mb-2" data-testid="feature-unavailable-message">
            <strong>{unavailableFeature}</strong> is not available in this sandbox yet.
          </p>
          <p className="text-body-secondary mb-0">
            It is coming in a later release. Your accounts, balances and transaction history already work
            with live sandbox data.
          </p>
        </Modal.Body>
        <Modal.Footer>
          <Button variant="primary" onClick={close} data-testid="feature-unavailable-close">
            Got it
          </Button>
        </Modal.Footer>
      </Modal>
    </FeatureContext.Provider>
  );
}

export function useOpenFeature(): OpenFeature {
  const openFeature = useContext(FeatureContext);
  if (!openFeature) throw new Error('useOpenFeature must be used inside FeatureAvailabilityProvider');
  return openFeature;
}
