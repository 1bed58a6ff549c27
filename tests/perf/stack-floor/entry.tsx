// The customer's fixed stack as the kiosk's start uses it, and nothing of the kiosk: React with a
// root, the hash router with a route table, i18next through react-i18next, a Redux Toolkit store
// with a slice and thunks, react-redux and redux-persist over localStorage. (zod is not counted: the
// start screen's code leaves it to the schemas of its calls, which load apart.)
// scripts/stack-floor.mjs builds it to tell how much of the start screen's bytes budget these
// libraries alone take (issue 12 item 2); it never ships.
import { combineReducers, configureStore, createSlice } from '@reduxjs/toolkit';
import i18next from 'i18next';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nextProvider, initReactI18next, useTranslation } from 'react-i18next';
import { Provider, useDispatch, useSelector } from 'react-redux';
import { HashRouter, useNavigate, useRoutes } from 'react-router-dom';
import { persistReducer, persistStore } from 'redux-persist';
import storage from 'redux-persist/es/storage';

const counter = createSlice({
  name: 'counter',
  initialState: { taps: 0 },
  reducers: {
    tapped: (state) => {
      state.taps += 1;
    },
  },
});
const rootReducer = combineReducers({ counter: counter.reducer });
const store = configureStore({ reducer: persistReducer({ key: 'root', storage }, rootReducer) });
type RootState = ReturnType<typeof rootReducer>;
persistStore(store);
void i18next
  .use(initReactI18next)
  .init({ lng: 'ru', resources: { ru: { start: { tap: 'Tap' } } } });

function Start() {
  const { t } = useTranslation('start');
  const taps = useSelector((state: RootState) => state.counter.taps);
  const dispatch = useDispatch();
  const navigate = useNavigate();
  const tap = () => {
    dispatch(counter.actions.tapped());
    if (document.title) navigate('/next');
  };
  return (
    <button type="button" onClick={tap}>
      {t('tap')} {taps}
    </button>
  );
}

function Routes() {
  return useRoutes([{ path: '/', element: <Start /> }]);
}

const root = document.getElementById('root');
if (root)
  createRoot(root).render(
    <StrictMode>
      <Provider store={store}>
        <I18nextProvider i18n={i18next}>
          <HashRouter>
            <Routes />
          </HashRouter>
        </I18nextProvider>
      </Provider>
    </StrictMode>,
  );
