import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';

import { log } from '@/lib/log';

import { addressRest, readAddress, type AddressValue } from './demo-address';

/**
 * Reads a demo hash route's address part once (GUIDE.md §9), then removes a JSON from the address
 * (through the router, so it knows; the screen stays): a reload or a return does not repeat it. A
 * question id stays: it names a server question, like any other route parameter.
 */
export function useAddressValue(prefix: string): AddressValue {
  const location = useLocation();
  const navigate = useNavigate();
  const [value] = useState(() => readAddress(addressRest(location, prefix)));
  const consumed = useRef(false);

  useEffect(() => {
    if (consumed.current) return;
    consumed.current = true;
    if (value.kind === 'invalid')
      log.warn(`demo: unreadable address ${JSON.stringify(value.echo)}`);
    if (value.kind === 'json' || value.kind === 'invalid') navigate(prefix, { replace: true });
    // Only on arrival: the address is read and cleaned once.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return value;
}
