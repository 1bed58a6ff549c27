import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

import type { NetworkSample } from '@/lib/api/client';

/** The last call's response time, status code and error, for the device-info bar. */
export type NetworkState = NetworkSample;

const initialState: NetworkState = { speed: 0, code: 0, error: null };

export const networkSlice = createSlice({
  name: 'network',
  initialState,
  reducers: {
    sampled: (_state, action: PayloadAction<NetworkSample>) => action.payload,
  },
  selectors: {
    selectNetwork: (state) => state,
  },
});

export const { sampled } = networkSlice.actions;
export const { selectNetwork } = networkSlice.selectors;
