import {describe, expect, it} from 'vitest';
import {appScreens, walletActions, walletDialogs} from '../../data/app';
import {screenIds, screens} from '.';
import {everywhere, navTarget, places, walletDialogId} from './places';
import type {Screen} from './types';

const allScreens: Screen[] = screenIds.map((id) => screens[id]);
const walletsScreen: Screen = screens.wallets;

describe('the places a step can put a reader', () => {
  it('lead only to places that exist', () => {
    const unknown: string[] = [];
    for (const screen of allScreens) {
      if (screen.over !== undefined && !places.has(screen.over)) unknown.push(`${screen.id} opens over ${screen.over}`);
      for (const control of screen.controls) {
        for (const target of [control.opens, ...(control.parts ?? []).map((part) => part.opens)]) {
          if (target !== undefined && !places.has(target)) unknown.push(`${screen.id}: ${control.label} → ${target}`);
        }
      }
    }
    for (const place of places.values()) {
      if (place.over !== undefined && !places.has(place.over)) unknown.push(`${place.id} opens over ${place.over}`);
    }
    expect(unknown).toEqual([]);
  });

  it('send each navigation item to one screen, and keep the header and navigation on every signed-in screen', () => {
    for (const {label} of appScreens) {
      const target = navTarget(label);
      expect(screens[target as keyof typeof screens].name).toBe(label);
      expect(everywhere.get(label)).toBe(target);
    }
    expect(everywhere.get('Your profile')).toBe('profile');
  });

  it('open each wallet dialog from the Wallets control that names it', () => {
    for (const key of Object.keys(walletDialogs) as (keyof typeof walletDialogs)[]) {
      const opens: unknown = (walletDialogs[key] as {opens?: string}).opens;
      if (key === 'menu' || opens === undefined) continue;
      const control = walletsScreen.controls.find((candidate) => candidate.label === opens);
      expect(control, String(opens)).toBeDefined();
      expect(control?.opens).toBe(walletDialogId(key));
    }
    const menuItems = walletDialogs.menu.items.map((item) => walletDialogId(menuDialogKey(item)));
    for (const id of menuItems) expect(places.has(id), id).toBe(true);
  });

  it('gives a wallet card Receive, Send, Swap and Withdraw only: multisend starts on the Multisend screen (2026-11-28)', () => {
    expect(walletActions).toEqual(['Receive', 'Send', 'Swap', 'Withdraw']);
    const card = walletsScreen.controls
      .filter((control) => control.group === 'Wallet card' && control.kind === 'button')
      .map((control) => control.label);
    expect(card).toEqual([...walletActions]);
    expect(places.get('wallets')?.labels.has('Multisend')).toBe(false);
  });

  it('models the Send and Receive dialogs and the fiat tab of Withdrawal, which steps walk through', () => {
    const send = places.get('wallet-send');
    expect([...(send?.labels.keys() ?? [])]).toEqual(
      expect.arrayContaining(['Asset', 'Network', 'Address', 'Memo', 'Amount', 'Review', 'Confirm']),
    );
    const receive = places.get('wallet-receive');
    expect([...(receive?.labels.keys() ?? [])]).toEqual(expect.arrayContaining(['Asset', 'Network', 'Copy address']));
    // No Coinloom deposit address needs a memo (2026-11-28): the Receive dialog has none to show.
    expect(receive?.labels.has('Memo')).toBe(false);
    expect(places.get('withdrawal')?.labels.get('To a bank account or card')).toBe('withdrawal-fiat');
    expect([...(places.get('withdrawal-fiat')?.labels.keys() ?? [])]).toEqual(
      expect.arrayContaining(['Currency', 'From wallet', 'Asset', 'Network', 'Amount', 'Payout method', 'Review']),
    );
  });

  it('keeps labels that belong elsewhere in their own place, not on the app’s screens', () => {
    expect(places.get('wordpress-admin')?.labels.has('Install Now')).toBe(true);
    expect(places.get('pay-button-builder')?.labels.has('Checkout id')).toBe(true);
    for (const screen of allScreens) {
      expect(places.get(screen.id)?.labels.has('Install Now'), screen.id).toBe(false);
    }
  });
});

/** The dialog key of a wallet menu item: "Export mnemonic" is exportMnemonic, "Delete wallet" is delete. */
function menuDialogKey(item: string): keyof typeof walletDialogs {
  const key = (Object.keys(walletDialogs) as (keyof typeof walletDialogs)[]).find((candidate) =>
    walletsScreen.controls.some((control) => control.label === item && control.opens === walletDialogId(candidate)),
  );
  if (key === undefined) throw new Error(`No dialog opens from the wallet menu's ${item}`);
  return key;
}
