import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';

import { log } from '@/lib/log';

import { addressRest, readAddress, type AddressValue } from './demo-address';

/** Marks the address this hook left after reading one, so that arrival is not read as a new one. */
const READ_MARK = 'demoAddressRead';

const serials = new WeakMap<AddressValue, number>();
let lastSerial = 0;

/** A number per address read, to key what a screen builds from it: a new address is a new run. */
export function addressKey(value: AddressValue): number {
  let serial = serials.get(value);
  if (serial === undefined) {
    lastSerial += 1;
    serial = lastSerial;
    serials.set(value, serial);
  }
  return serial;
}

const isOwnCleanup = (state: unknown) =>
  typeof state === 'object' && state !== null && READ_MARK in state;

/**
 * Reads a demo hash route's address part once per address (GUIDE.md §9), then removes a JSON from
 * the address (through the router, so it knows; the screen stays): a reload or a return does not
 * repeat it. Another address opened on the same screen (an admin previewing one notice after
 * another) is read in its turn. A question id stays: it names a server question, like any other
 * route parameter.
 */
export function useAddressValue(prefix: string): AddressValue {
  const location = useLocation();
  const navigate = useNavigate();
  // A typed address has no history key of its own ('default'), so the address itself is part of it.
  const at = `${location.key}|${location.pathname}${location.search}${location.hash}`;
  const [read, setRead] = useState(() => ({
    at,
    value: readAddress(addressRest(location, prefix)),
  }));
  if (read.at !== at) {
    // The address this hook left behind keeps the value it read; any other is read afresh.
    const value = isOwnCleanup(location.state)
      ? read.value
      : readAddress(addressRest(location, prefix));
    setRead({ at, value });
  }
  const handled = useRef<AddressValue | null>(null);

  useEffect(() => {
    const { value } = read;
    if (handled.current === value) return;
    handled.current = value;
    if (value.kind === 'invalid')
      log.warn(`demo: unreadable address ${JSON.stringify(value.echo)}`);
    if (value.kind === 'json' || value.kind === 'invalid')
      navigate(prefix, { replace: true, state: { [READ_MARK]: true } });
  }, [navigate, prefix, read]);

  return read.value;
}
