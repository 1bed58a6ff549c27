import { useEffect, useRef, useState } from 'react';

import { log } from '@/lib/log';

/** A device test's state: not run, running, or what it found and when. */
export type DeviceTest<T> =
  { status: 'idle' } | { status: 'running' } | { status: 'done'; at: number; result: T };

/** Runs a device test on request; its result is dropped if the screen has gone meanwhile. */
export function useDeviceTest<T>(test: () => Promise<T>, name: string) {
  const [state, setState] = useState<DeviceTest<T>>({ status: 'idle' });
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);
  const run = () => {
    setState({ status: 'running' });
    void test().then(
      (result) => {
        log.info(`health screen: the ${name} test ran`);
        if (mounted.current) setState({ status: 'done', at: Date.now(), result });
      },
      (error: unknown) => {
        log.error(`health screen: the ${name} test failed`, String(error));
        if (mounted.current) setState({ status: 'idle' });
      },
    );
  };
  return { state, run };
}
